// Wordoku: the seat's own grid (pick a tile, then another, to exchange
// them: click, or move with the arrow keys and press Enter or Space), the
// words it scores now, swap and wild on the picked tile, and the others'
// progress. Other players' grids stay hidden until the round ends; then
// every grid of the round is shown with its score and the tokens it won.
import { arrow, el, plural } from "../dom.js";

const symbolMark = { clove: "♣", star: "★", square: "■", circle: "●", diamond: "◆" };
const symbolCode = { clove: "c", star: "s", square: "q", circle: "o", diamond: "d" };

function gridEl(grid, attrs = {}, cellAttrs = () => ({})) {
  const size = grid.length;
  const g = el("div", { ...attrs, class: `board wordoku ${attrs.class || ""}`, style: `grid-template-columns: repeat(${size}, var(--wcell))` });
  grid.forEach((row, r) => row.forEach((c, col) => {
    const a = cellAttrs(r, col, c);
    g.append(el(a.tag || "div", { ...a, tag: null, class: `cell has wk-${c.symbol} ${a.class || ""}` },
      c.wild ? c.letter.toLowerCase() : c.letter, el("sub", { "aria-hidden": "true" }, symbolMark[c.symbol] || c.symbol[0])));
  }));
  return g;
}

// parseArrange reads a hint's "0 arrange E.c P.q / ..." into a grid.
function parseArrange(text) {
  const m = /arrange\s+(.*)$/.exec(text || "");
  if (!m) return null;
  const back = Object.fromEntries(Object.entries(symbolCode).map(([k, v]) => [v, k]));
  return m[1].split(" / ").map((row) => row.trim().split(/\s+/).map((cell) => ({
    letter: cell[0].toUpperCase(), wild: cell[0] !== cell[0].toUpperCase(), symbol: back[cell.slice(2)] || "clove",
  })));
}

export function hintLabel(h) {
  return /arrange/.test(h.move) ? "A better arrangement" : h.move;
}

export function refused(ui) {
  // A refused exchange or swap leaves nothing picked, so the next click
  // starts afresh.
  ui.state.picked = null;
}

export function render(area, resp, ui) {
  const v = resp.view;
  const st = ui.state;
  const myTurn = ui.myTurn;
  area.append(el("p", { class: "rules-now" }, `Round ${v.round} of ${v.rounds} · ${Math.round(v.roundTimeMs / 60000)} minutes a round · words of ${v.minWord}+ letters score a point a letter` +
    (v.balance ? "; a line whose symbols all differ scores double" : "")));
  if (!v.grid.length) {
    area.append(el("p", { class: "notice" }, "You are watching."));
  } else {
    const size = v.size;
    if (!st.focus) st.focus = "00";
    const hint = parseArrange(ui.input.value);
    const shown = hint || v.grid;
    const grid = gridEl(shown, { role: "grid", "aria-label": "your grid" }, (r, c, cell) => {
      const k = `${r}${c}`;
      return {
        tag: "button", type: "button", "data-cell": k, "data-key": `cell-${k}`, tabindex: st.focus === k ? "0" : "-1", disabled: !myTurn,
        class: `${st.picked === k ? "target" : ""}${hint && (hint[r][c].letter !== v.grid[r][c].letter || hint[r][c].symbol !== v.grid[r][c].symbol) ? " pending" : ""}`,
        "aria-pressed": String(st.picked === k),
        "aria-label": `row ${r} column ${c}: ${cell.letter}, ${cell.symbol}${cell.wild ? ", wild" : ""}${st.picked === k ? ", picked" : ""}`,
      };
    });
    grid.querySelectorAll("button.cell").forEach((b) => b.addEventListener("click", () => pick(b.dataset.cell)));
    function pick(k) {
      if (!myTurn) return;
      st.focus = k;
      if (hint) ui.setMove("");
      if (!st.picked) { st.picked = k; ui.redraw(); return; }
      if (st.picked === k) { st.picked = null; ui.redraw(); return; }
      const a = st.picked;
      st.picked = null;
      ui.submit(`${a} ${k}`);
    }
    const words = el("ul", { class: "words" }, ...v.score.lines.map((l) =>
      el("li", {}, `${l.across ? "row" : "column"} ${l.index}: `, el("strong", {}, l.word), ` ${plural(l.points + l.bonus, "point")}${l.balanced && l.bonus ? " (symbols all differ: double)" : ""}`)));
    const swap = el("button", { type: "button", class: "secondary", id: "swap", disabled: !myTurn || !st.picked }, "Swap picked tile");
    swap.addEventListener("click", () => { const k = st.picked; st.picked = null; if (k) ui.submit(`swap ${k}`); });
    const wild = el("button", { type: "button", class: "secondary", id: "wild", disabled: !myTurn || !st.picked }, "Make it wild");
    wild.addEventListener("click", () => {
      const k = st.picked;
      if (!k) return;
      const l = (prompt("Which letter should the wild stand for?") || "").trim().slice(0, 1).toUpperCase();
      st.picked = null;
      if (/^[A-Z]$/.test(l)) ui.submit(`wild ${k}=${l}`); else ui.redraw();
    });
    const finish = el("button", { type: "button", id: "finish", disabled: !myTurn }, "Finish round");
    finish.addEventListener("click", () => ui.submit("finish"));
    const mine = v.seats.find((s) => s.player === resp.seat);
    area.append(el("div", { class: "wk-wrap" }, grid,
      el("div", {},
        el("p", { class: "preview" }, hint ? "The suggested arrangement (changed tiles marked): Play to take it." : `Your grid scores ${plural(v.score.total, "point")}`),
        words)),
      ...(myTurn
        ? [el("p", { class: "notice" }, st.picked ? `Tile ${st.picked} picked: pick another to exchange them, or swap it.` : "Pick a tile, then another to exchange them."),
          el("div", { class: "row" }, swap, wild, finish)]
        : [el("p", { class: "notice" }, mine && mine.finished && !resp.over ? "You have finished this round: waiting for the others or the clock." : "")]));
    ui.onKey((ev) => {
      if (!myTurn) return false;
      const r = Number(st.focus[0]), c = Number(st.focus[1]);
      const go = (dr, dc) => {
        st.focus = `${Math.min(size - 1, Math.max(0, r + dr))}${Math.min(size - 1, Math.max(0, c + dc))}`;
        ui.redraw();
        const b = area.querySelector(`[data-cell="${st.focus}"]`);
        if (b) b.focus();
      };
      const step = arrow(ev.key);
      if (step) { go(...step); return true; }
      switch (ev.key) {
        case "Escape": st.picked = null; ui.redraw(); return true;
        case "Enter":
          if (hint) { ui.submit(ui.input.value); return true; }
          return false;
      }
      return false;
    });
  }
  area.append(el("h2", {}, "This round"), el("ul", { class: "others" }, ...v.seats.map((s) =>
    el("li", {}, `${s.player === resp.seat ? "You" : s.name}: ${s.finished ? "finished" : "arranging"} · ${plural(v.result.tokens[s.player], "token")}`))));
  if (v.past.length) {
    area.append(el("h2", {}, "Finished rounds"));
    v.past.slice().reverse().forEach((pr) => {
      const res = v.result.rounds.find((x) => x.round === pr.round) || {};
      const box = el("section", { class: "panel past" }, el("h3", {}, `Round ${pr.round}`));
      const grids = el("div", { class: "past-grids" });
      pr.grids.forEach((g, p) => {
        const won = [];
        if (pr.victor === p) won.push("the victor token: the round's best score");
        const pb = (pr.personalBests || [])[p] || 0;
        if (pb) won.push(plural(pb, "personal-best token") + (pr.victor === -1 ? " (a tie for the top, or a new best of their own)" : ": a new best of their own"));
        grids.append(el("figure", {}, gridEl(g, { class: "small", "aria-label": `${v.names[p]}'s grid` }),
          el("figcaption", {}, el("strong", {}, p === resp.seat ? "You" : v.names[p]), `: ${plural(pr.scores[p].total, "point")}`,
            won.length ? el("span", { class: "award" }, " · won " + won.join("; ")) : el("span", { class: "notice" }, " · no token"),
            res.wilds && res.wilds[p] ? " · used the wild" : "")));
      });
      box.append(grids);
      area.append(box);
    });
  }
}
