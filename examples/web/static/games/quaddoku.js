// Quad*doku: the square with its stacks, the four words, and the open pile.
// Click an edge cell, then a pile tile, to add "<row><col>=<letter><value>"
// to the move; the score preview follows every change.
import { el } from "../dom.js";

export function render(area, resp, ui) {
  const v = resp.view;
  let target = null;
  const grid = el("div", { class: "board", style: "grid-template-columns: repeat(4, 3rem)", role: "grid", "aria-label": "the square" });
  for (const row of v.grid) {
    for (const c of row) {
      if (!c.edge) {
        grid.append(el("div", { class: "cell", style: "width:3rem;height:3rem;background:var(--bg)" }));
        continue;
      }
      const label = `cell ${c.row}${c.col}: ${c.tile.letter}${c.tile.value}, stack of ${c.stack}`;
      const b = el("button", { type: "button", class: "cell has", style: "width:3rem;height:3rem;font-size:1.2rem", "aria-label": label, "data-cell": `${c.row}${c.col}` },
        c.tile.letter, el("sub", {}, String(c.tile.value)));
      b.addEventListener("click", () => {
        grid.querySelectorAll(".target").forEach((x) => x.classList.remove("target"));
        b.classList.add("target");
        target = `${c.row}${c.col}`;
      });
      grid.append(b);
    }
  }
  const words = el("ul", {}, ...v.words.map((w) => el("li", {}, `${w.side}: ${w.word} = ${w.sum}`, w.doku ? " (doku)" : "")));
  const pile = el("div", { class: "rack", "aria-label": "the open pile" });
  for (const t of v.pile) {
    const b = el("button", { type: "button", class: "tile", "aria-label": `${t.letter}${t.value}, ${t.count} left` }, t.letter, el("sub", {}, String(t.value)));
    b.addEventListener("click", () => {
      if (!target) return;
      const part = `${target}=${t.letter}${t.value}`;
      const cur = ui.input.value.trim().split(/\s+/).filter((p) => p && !p.startsWith(target + "="));
      ui.setMove([...cur, part].join(" "));
      ui.preview();
    });
    pile.append(b);
  }
  const scores = el("p", {}, "Scores: " + v.scores.map((n, p) => `${v.names[p]} ${n}`).join(", "));
  const last = v.lastMove ? el("p", { class: "notice" }, `Last move: ${v.names[v.lastMove.player]} ${v.lastMove.text}`) : null;
  area.append(grid, words, scores, last, el("h2", {}, "Open pile (pick a cell, then a tile)"), pile);
}
