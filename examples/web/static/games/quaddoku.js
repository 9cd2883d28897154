// Quad*doku: the square with its stacks, the four words and the open
// pile. Pick an edge cell (click, or the arrow keys), then a pile tile
// (click, or type its letter: again to try its next value): the tile
// shows on the cell at once and the score preview follows. Click a cell
// again, or press Backspace, to take its tile back; Enter plays.
import { arrow, el, focuser } from "../dom.js";
import { editor } from "./pending.js";

// pendingOf reads "02=E3 13=U1" into a map from "02" to {letter, value}.
function pendingOf(text) {
  const out = new Map();
  for (const part of (text || "").trim().split(/\s+/)) {
    const m = /^([0-3][0-3])=([A-Za-z])(\d+)$/.exec(part);
    if (m) out.set(m[1], { letter: m[2].toUpperCase(), value: Number(m[3]) });
  }
  return out;
}

const notationOf = (pending) => [...pending].map(([k, t]) => `${k}=${t.letter}${t.value}`).join(" ");

export function render(area, resp, ui) {
  const v = resp.view;
  const st = ui.state;
  const myTurn = ui.myTurn;
  const pending = pendingOf(ui.input.value);
  const edges = v.grid.flat().filter((c) => c.edge).map((c) => `${c.row}${c.col}`);
  if (!st.sel || !edges.includes(st.sel)) st.sel = edges[0];
  const last = new Set((v.lastMove && v.lastMove.placements ? v.lastMove.placements : []).map((p) => `${p.row}${p.col}`));

  // The pile, less the tiles placed so far.
  const pile = v.pile.map((t) => ({ ...t, left: t.count }));
  for (const t of pending.values()) {
    const p = pile.find((x) => x.letter === t.letter && x.value === t.value);
    if (p) p.left--;
  }
  const focusGrid = focuser(area, ".board.quad");
  const edit = editor(ui, pending, notationOf, focusGrid);
  const put = (tile) => {
    if (!myTurn) return;
    edit((next) => {
      next.set(st.sel, { letter: tile.letter, value: tile.value });
      // Move on to the next edge cell without a new tile.
      const i = edges.indexOf(st.sel);
      for (let j = 1; j < edges.length; j++) {
        const e = edges[(i + j) % edges.length];
        if (!next.has(e)) { st.sel = e; break; }
      }
    });
  };

  const grid = el("div", { class: "board quad", role: "grid", tabindex: "0", "data-key": "quad", "aria-label": `the square; ${myTurn ? `cell ${st.sel} chosen: type a letter or pick a pile tile` : "not your turn"}` });
  for (const row of v.grid) {
    for (const c of row) {
      const k = `${c.row}${c.col}`;
      if (!c.edge) {
        grid.append(el("div", { class: "cell inner", "aria-hidden": "true" }));
        continue;
      }
      const p = pending.get(k);
      const t = p || c.tile;
      const cls = `cell has${p ? " pending" : ""}${last.has(k) && !p ? " last" : ""}${myTurn && st.sel === k ? " cursor" : ""}`;
      const label = `cell ${k}: ${t.letter}${t.value}${p ? " placed now" : ""}, stack of ${c.stack}${last.has(k) ? ", just played" : ""}`;
      const b = el("div", { class: cls, role: "gridcell", "aria-label": label, "data-cell": k },
        t.letter, el("sub", {}, String(t.value)), c.stack > 1 ? el("sup", {}, String(c.stack)) : null);
      b.addEventListener("click", () => {
        if (!myTurn) return;
        if (p && st.sel === k) {
          edit((next) => next.delete(k));
          return;
        }
        st.sel = k;
        ui.redraw();
        focusGrid();
      });
      grid.append(b);
    }
  }
  const words = el("ul", { class: "words" }, ...v.words.map((w) => el("li", {}, `${w.side}: `, el("strong", {}, w.word), ` = ${w.sum}`, w.doku ? " (doku: 20)" : "")));
  // The pile is one tab stop: the arrow keys move along it, so that Tab
  // goes on to the buttons after it instead of through forty tiles.
  const usable = pile.map((t, i) => (myTurn && t.left > 0 ? i : -1)).filter((i) => i >= 0);
  if (!usable.includes(st.pileAt)) st.pileAt = usable[0];
  const pileEl = el("div", { class: "rack pile", role: "group", "aria-label": "the open pile: arrow keys move along it" });
  pile.forEach((t, i) => {
    const b = el("button", { type: "button", class: "tile", disabled: !myTurn || t.left <= 0, "data-key": `pile-${i}`, tabindex: i === st.pileAt ? "0" : "-1", "aria-label": `${t.letter}${t.value}, ${t.left} left` },
      t.letter, el("sub", {}, String(t.value)), t.left > 1 ? el("sup", {}, `×${t.left}`) : null);
    b.addEventListener("click", () => { st.pileAt = i; put(t); });
    pileEl.append(b);
  });
  const pass = el("button", { type: "button", class: "secondary", id: "pass", disabled: !myTurn }, "Pass");
  pass.addEventListener("click", () => { if (confirm("Pass this turn?")) ui.submit("-"); });
  area.append(el("div", { class: "quad-wrap" }, grid, words),
    el("h2", {}, "Open pile"), el("p", { class: "notice" }, "Pick a cell of the square, then a tile (or type its letter)."), pileEl,
    el("div", { class: "row" }, pass));

  ui.onKey((ev) => {
    if (!myTurn) return false;
    const onPile = ev.target && ev.target.closest && ev.target.closest(".pile");
    if (onPile && arrow(ev.key) && usable.length) {
      const [dr, dc] = arrow(ev.key);
      const j = usable.indexOf(st.pileAt);
      st.pileAt = usable[Math.min(usable.length - 1, Math.max(0, j + dr + dc))];
      const b = area.querySelector(`[data-key="pile-${st.pileAt}"]`);
      pileEl.querySelectorAll("button").forEach((x) => x.setAttribute("tabindex", x === b ? "0" : "-1"));
      if (b) b.focus();
      return true;
    }
    const i = edges.indexOf(st.sel);
    const r = Number(st.sel[0]), c = Number(st.sel[1]);
    const go = (dr, dc) => {
      for (let s = 1; s < 4; s++) {
        const k = `${r + dr * s}${c + dc * s}`;
        if (edges.includes(k)) { st.sel = k; break; }
      }
      ui.redraw();
      focusGrid();
    };
    const step = arrow(ev.key);
    if (step) { go(...step); return true; }
    switch (ev.key) {
      case "Tab": return false;
      case "Backspace": edit((next) => next.delete(st.sel)); return true;
      case "Enter": if (pending.size) ui.submit(ui.input.value); return true;
    }
    if (/^[a-zA-Z]$/.test(ev.key)) {
      const L = ev.key.toUpperCase();
      const options = pile.filter((t) => t.letter === L && t.left > 0);
      const cur = pending.get(st.sel);
      if (!options.length) { ui.error(`The pile has no ${L}.`); return true; }
      // Typing the same letter again tries its next value.
      let pick = options[0];
      if (cur && cur.letter === L && st.typed === st.sel) {
        const j = options.findIndex((t) => t.value === cur.value);
        pick = options[(j + 1) % options.length];
        edit((next) => next.set(st.sel, { letter: pick.letter, value: pick.value }));
        return true;
      }
      const at = st.sel;
      put(pick);
      st.typed = null;
      if (pending.size === 0 || i >= 0) { st.sel = at; st.typed = at; ui.redraw(); focusGrid(); }
      return true;
    }
    return false;
  });
}

// said keeps, for each game, the words each move made as the page saw it
// made (the square keeps only the top tile of each stack, so older words
// cannot be read off it): a reload still names them.
const said = new Map();
function saidOf(id) {
  if (!said.has(id)) {
    let m = {};
    try { m = JSON.parse(localStorage.getItem(`tilekit-quad-${id}`) || "{}"); } catch { m = {}; }
    said.set(id, m);
  }
  return said.get(id);
}

// describe names the words a move made, "AAHS, SANE (doku)", when the
// page saw the square it made them on; else its tiles and sides,
// "A3 S2 on the top".
export function describe(resp, e) {
  const v = resp.view;
  const m = saidOf(resp.id);
  const lm = v.lastMove;
  const isLast = e === resp.log[resp.log.length - 1];
  if (isLast && lm && lm.placements && lm.placements.length && !m[e.n]) {
    const sides = sidesOf(lm.placements);
    const words = v.words.filter((w) => sides.has(w.side)).map((w) => w.word + (w.doku ? " (doku)" : "")).join(", ");
    if (words) {
      m[e.n] = words;
      try { localStorage.setItem(`tilekit-quad-${resp.id}`, JSON.stringify(m)); } catch { /* full: the tiles say it */ }
    }
  }
  if (m[e.n]) return m[e.n];
  const parts = [...e.move.matchAll(/([0-3])([0-3])=([A-Za-z]\d+)/g)];
  if (!parts.length) return "";
  const sides = sidesOf(parts.map((p) => ({ row: Number(p[1]), col: Number(p[2]) })));
  return `${parts.map((p) => p[3]).join(" ")} on the ${[...sides].join(" and ")}`;
}

function sidesOf(placements) {
  const sides = new Set();
  for (const p of placements) {
    if (p.row === 0) sides.add("top");
    if (p.row === 3) sides.add("bottom");
    if (p.col === 0) sides.add("left");
    if (p.col === 3) sides.add("right");
  }
  return sides;
}

// focusTarget is where the focus goes when a redraw took it: the square.
export function focusTarget() {
  return ".board.quad";
}

export function hintLabel(h) {
  return h.words.length ? h.words.join(" ") : h.move;
}
