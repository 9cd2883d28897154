// Sumoku: the table (with a margin of empty squares to play into), the
// hands, and spot's face-up tiles. Standard game: pick an empty square
// (click, or the arrow keys), then a tile of your hand (click, or type its
// number); the tile shows on the square at once. "6 as 9" turns the next
// 6 upside down. Click a placed tile, or press Backspace, to take it back;
// Enter plays. Spot: click four face-up tiles. Every tile shows its colour
// letter as well as its colour, in colours told apart with colour-blind
// eyes too.
import { arrow, el, focuser } from "../dom.js";
import { editor } from "./pending.js";

const colourName = { R: "red", O: "orange", Y: "yellow", G: "green", B: "blue", P: "purple" };

// pendingOf reads "0,-1=R3 0,0=O1" into a map from "0,-1" to its tile.
function pendingOf(text) {
  const out = new Map();
  for (const part of (text || "").trim().split(/\s+/)) {
    const m = /^(-?\d+,-?\d+)=([ROYGBP])(\d)$/i.exec(part);
    if (m) out.set(m[1], { letter: m[2].toUpperCase(), number: Number(m[3]) });
  }
  return out;
}
const notationOf = (p) => [...p].map(([k, t]) => `${k}=${t.letter}${t.number}`).join(" ");

function tileEl(tag, t, attrs = {}, extra = "") {
  const n = t.number;
  return el(tag, { ...attrs, class: `${attrs.class || ""} sk sk-${t.letter}`.trim() },
    el("span", { class: "num" }, String(n)), el("span", { class: "cl" }, t.letter), extra);
}

export function render(area, resp, ui) {
  const v = resp.view;
  const me = resp.seat;
  const st = ui.state;
  const myTurn = ui.myTurn;
  area.append(el("p", { class: "rules-now" }, `${v.variant} game · key number `, el("strong", {}, String(v.key)),
    `: every line of 2 to 6 tiles sums to a multiple of ${v.key}, with no colour twice` +
    (v.variant === "solo" ? " and no number twice" : "") + (v.bonus ? " · a line of six: play again!" : "")));
  // The solo game lays its whole layout in one move, "claim" and every
  // tile, those already out as well: the tiles placed now are the rest.
  const solo = v.variant === "solo";
  const pending = pendingOf(ui.input.value);
  const laid = v.layout.map((c) => `${c.row},${c.col}=${c.tile.letter}${c.value}`);
  if (solo) for (const c of v.layout) pending.delete(`${c.row},${c.col}`);
  const notation = (p) => (solo && p.size ? ["claim", ...laid, notationOf(p)].join(" ") : notationOf(p));
  const hand = (v.hands[me] || []).map((t) => ({ ...t, used: false }));
  for (const t of pending.values()) {
    const n = t.number === 9 ? 6 : t.number;
    const h = hand.find((x) => !x.used && x.letter === t.letter && x.number === n);
    if (h) h.used = true;
  }
  if (v.variant === "standard" || solo || v.layout.length) {
    const cells = new Map(v.layout.map((c) => [`${c.row},${c.col}`, c]));
    let top = 0, left = 0, bottom = 0, right = 0;
    for (const c of v.layout) {
      top = Math.min(top, c.row); bottom = Math.max(bottom, c.row);
      left = Math.min(left, c.col); right = Math.max(right, c.col);
    }
    for (const k of pending.keys()) {
      const [r, c] = k.split(",").map(Number);
      top = Math.min(top, r); bottom = Math.max(bottom, r); left = Math.min(left, c); right = Math.max(right, c);
    }
    top--; left--; bottom++; right++;
    if (!st.sel) st.sel = v.layout.length ? null : "0,0";
    const last = new Set();
    const lm = typeof v.lastMove === "string" ? v.lastMove : v.lastMove && v.lastMove.text;
    for (const m of (lm || "").matchAll(/(-?\d+,-?\d+)=/g)) last.add(m[1]);
    const grid = el("div", {
      class: "board sumoku", role: "grid", tabindex: "0", "data-key": "sumoku",
      "aria-label": `the table${st.sel ? `; square ${st.sel} chosen` : ""}`, style: `--n: ${right - left + 1}; grid-template-columns: repeat(${right - left + 1}, var(--cell))`,
    });
    const focusGrid = focuser(area, ".board.sumoku");
    const edit = editor(ui, pending, notation, focusGrid);
    for (let r = top; r <= bottom; r++) {
      for (let c = left; c <= right; c++) {
        const k = `${r},${c}`;
        const cell = cells.get(k);
        const p = pending.get(k);
        const cursor = myTurn && st.sel === k ? " cursor" : "";
        if (cell) {
          grid.append(tileEl("div", { letter: cell.tile.letter, number: cell.value },
            { class: `cell has${last.has(k) ? " last" : ""}`, role: "gridcell", "aria-label": `${k}: ${cell.tile.colour} ${cell.value}${last.has(k) ? ", just played" : ""}` }));
          continue;
        }
        const b = p
          ? tileEl("div", p, { class: `cell has pending${cursor}`, role: "gridcell", "aria-label": `${k}: ${colourName[p.letter]} ${p.number}, placed now`, "data-square": k })
          : el("div", { class: `cell${cursor}`, role: "gridcell", "aria-label": `empty square ${k}`, "data-square": k }, r === 0 && c === 0 ? "★" : "");
        b.addEventListener("click", () => {
          if (!myTurn) return;
          st.sel = k;
          if (p) {
            edit((next) => next.delete(k));
            return;
          }
          ui.redraw();
          focusGrid();
        });
        grid.append(b);
      }
    }
    const nine = el("input", { type: "checkbox", id: "nine" });
    nine.checked = !!st.nine;
    nine.addEventListener("change", () => { st.nine = nine.checked; });
    area.append(el("div", { class: "board-wrap" }, grid));
    if (v.variant === "standard" && myTurn) area.append(el("label", { for: "nine", class: "check" }, nine, " Play the next 6 as a 9"));

    const put = (t) => {
      if (!myTurn || !st.sel) { ui.error("Pick an empty square first."); return; }
      edit((next) => {
        next.set(st.sel, { letter: t.letter, number: t.number === 6 && st.nine ? 9 : t.number });
        st.nine = false;
        // Move on along the line being built.
        const [r, c] = st.sel.split(",").map(Number);
        const keys = [...next.keys()].map((x) => x.split(",").map(Number));
        const down = keys.length > 1 && keys.every(([, cc]) => cc === c);
        let nr = r, nc = c;
        do { if (down) nr++; else nc++; } while (cells.has(`${nr},${nc}`) || next.has(`${nr},${nc}`));
        st.sel = `${nr},${nc}`;
      });
    };
    st.put = put;
    ui.onKey((ev) => {
      if (!myTurn) return false;
      const [r, c] = (st.sel || "0,0").split(",").map(Number);
      const go = (dr, dc) => { st.sel = `${r + dr},${c + dc}`; ui.redraw(); focusGrid(); };
      const step = arrow(ev.key);
      if (step) { go(...step); return true; }
      switch (ev.key) {
        case "Backspace": edit((next) => next.delete(st.sel)); return true;
        case "Enter": if (pending.size) ui.submit(ui.input.value); return true;
      }
      if (/^[1-9]$/.test(ev.key)) {
        const n = Number(ev.key);
        const t = hand.find((x) => !x.used && (x.number === n || (n === 9 && x.number === 6)));
        if (!t) { ui.error(`You hold no ${n}.`); return true; }
        if (n === 9) st.nine = true;
        put(t);
        return true;
      }
      return false;
    });
  }
  if (v.faceUp.length) {
    const chosen = new Set(st.spot || []);
    const row = el("div", { class: "rack", role: "group", "aria-label": "face-up tiles" });
    v.faceUp.forEach((t, i) => {
      const b = tileEl("button", t, { type: "button", class: `tile${chosen.has(i) ? " sel" : ""}`, "aria-pressed": String(chosen.has(i)), "aria-label": `${i}: ${t.colour} ${t.number}`, "data-key": `face-${i}` });
      b.addEventListener("click", () => {
        if (chosen.has(i)) chosen.delete(i); else chosen.add(i);
        st.spot = [...chosen].sort((a, b) => a - b);
        ui.setMove(st.spot.length ? "spot " + st.spot.join(" ") : "");
      });
      row.append(b);
    });
    area.append(el("h2", {}, "Face up"), row);
  }
  v.hands.forEach((h, p) => {
    if (p !== me && !h.length) return;
    const mine = p === me;
    const row = el("div", { class: "rack", role: "group", "aria-label": `${mine ? "your" : v.names[p] + "'s"} tiles` });
    (mine ? hand : h).forEach((t, i) => {
      const b = tileEl(mine ? "button" : "div", t, {
        type: mine ? "button" : null, class: `tile${t.used ? " used" : ""}`, disabled: mine && (t.used || !myTurn),
        "aria-label": `${t.colour} ${t.number}`, "data-key": mine ? `hand-${i}` : null,
      });
      if (mine) b.addEventListener("click", () => st.put && st.put(t));
      row.append(b);
    });
    area.append(el("h2", {}, `${mine ? "Your tiles" : v.names[p] + "'s tiles"} · ${v.scores[p]} points` + (v.out[p] ? " · out" : "")), row);
  });
  const pass = el("button", { type: "button", class: "secondary", id: "pass", disabled: !myTurn }, "Pass");
  pass.addEventListener("click", () => ui.submit("-"));
  if (v.variant === "standard") area.append(el("div", { class: "row" }, pass));
  if (solo) {
    const stop = el("button", { type: "button", class: "secondary", id: "stop", disabled: !myTurn }, "Stop: end the game");
    stop.addEventListener("click", () => { if (confirm("End the game with the tiles laid out so far?")) ui.submit("stop"); });
    area.append(el("div", { class: "row" }, stop));
  }
}

// hintLabel names a hint by its tiles ("R3 O1 Y5"), a solo layout by its
// size.
export function hintLabel(h) {
  const m = h.move.replace(/^\d+ /, "");
  if (m === "stop") return "Stop here";
  const tiles = [...m.matchAll(/=([ROYGBP]\d)/g)].map((x) => x[1]);
  if (/^claim\b/.test(m)) return `Lay out ${tiles.length} tiles`;
  return tiles.length ? tiles.join(" ") : m;
}

// focusTarget is where the focus goes when a redraw took it: the table.
export function focusTarget() {
  return ".board.sumoku";
}

// describe says a placement by its tiles: "O1 Y5 G8 B7"; a solo layout
// by its size.
export function describe(resp, e) {
  if (/\bclaim\b/.test(e.move)) return `a layout of ${(e.move.match(/=/g) || []).length} tiles`;
  const tiles = [...e.move.matchAll(/-?\d+,-?\d+=([ROYGBP]\d)/g)].map((m) => m[1]);
  return tiles.length ? tiles.join(" ") : "";
}
