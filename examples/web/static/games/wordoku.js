// Wordoku: the seat's own grid (click two tiles to exchange them), the
// words it scores now, swap and wild on the selected tile, and the others'
// progress. Other players' grids stay hidden until the round ends.
import { el } from "../dom.js";

const symbolMark = { clove: "♣", star: "★", square: "■", circle: "●", diamond: "◆" };

export function render(area, resp, ui) {
  const v = resp.view;
  area.append(el("p", {}, `Round ${v.round} of ${v.rounds} · ${Math.round(v.roundTimeMs / 60000)} minutes a round` +
    (v.balance ? " · a line of all different symbols scores double" : "")));
  if (!v.grid.length) {
    area.append(el("p", { class: "notice" }, "You are watching."));
    return;
  }
  let picked = null;
  const grid = el("div", { class: "board", role: "grid", "aria-label": "your grid", style: `grid-template-columns: repeat(${v.size}, 3rem)` });
  v.grid.forEach((row, r) => row.forEach((c, col) => {
    const name = `${r}${col}`;
    const b = el("button", {
      type: "button", class: `cell has wk-${c.symbol}`, style: "width:3rem;height:3rem;font-size:1.2rem",
      "aria-label": `row ${r} column ${col}: ${c.letter}, ${c.symbol}${c.wild ? ", wild" : ""}`, "data-cell": name,
    }, c.wild ? c.letter.toLowerCase() : c.letter, el("sub", {}, symbolMark[c.symbol] || c.symbol[0]));
    b.addEventListener("click", () => {
      if (picked === null) {
        picked = name;
        b.classList.add("target");
        return;
      }
      if (picked !== name) ui.submit(`${picked} ${name}`);
      else { b.classList.remove("target"); picked = null; }
    });
    grid.append(b);
  }));
  const words = el("ul", {}, ...v.score.lines.map((l) =>
    el("li", {}, `${l.across ? "row" : "column"} ${l.index}: ${l.word} ${l.points + l.bonus}${l.balanced && l.bonus ? " (balanced)" : ""}`)));
  const swap = el("button", { type: "button", class: "secondary", id: "swap" }, "Swap selected tile");
  swap.addEventListener("click", () => { if (picked) ui.submit(`swap ${picked}`); });
  const wild = el("button", { type: "button", class: "secondary", id: "wild" }, "Make it wild");
  wild.addEventListener("click", () => {
    if (!picked) return;
    const l = (prompt("Which letter should the wild stand for?") || "").trim().slice(0, 1).toUpperCase();
    if (/^[A-Z]$/.test(l)) ui.submit(`wild ${picked}=${l}`);
  });
  const finish = el("button", { type: "button", id: "finish" }, "Finish");
  finish.addEventListener("click", () => ui.submit("finish"));
  const mine = v.seats.find((s) => s.player === resp.seat);
  const playing = resp.toMove.includes(resp.seat);
  area.append(grid, el("p", { class: "preview" }, `Your grid scores ${v.score.total}`), words,
    playing ? el("div", { class: "row" }, swap, wild, finish) : el("p", { class: "notice" }, mine && mine.finished ? "You have finished this round." : ""),
    el("ul", {}, ...v.seats.filter((s) => s.player !== resp.seat).map((s) => el("li", {}, `${s.name}: ${s.finished ? "finished" : "arranging"}`))));
  if (v.past.length) {
    area.append(el("h2", {}, "Finished rounds"), el("ul", {}, ...v.past.map((r) =>
      el("li", {}, `round ${r.round}: ` + r.scores.map((sc, p) => `${v.names[p]} ${sc.total}`).join(", ") +
        (r.victor >= 0 ? ` · victor ${v.names[r.victor]}` : "")))));
  }
  area.append(el("p", {}, "Tokens: " + v.result.tokens.map((t, p) => `${v.names[p]} ${t}`).join(", ")));
}
