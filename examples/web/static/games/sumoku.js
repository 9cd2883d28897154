// Sumoku: the table (with a margin of empty squares to play into), the
// hands, and spot's face-up tiles. Standard game: click an empty square,
// then a tile of your rack, to add "<row>,<col>=<tile>" to the move (tick
// "6 as 9" first to play a 6 upside down). Spot: click four face-up tiles.
import { el } from "../dom.js";

const face = (t, nine) => `${t.letter}${nine && t.number === 6 ? 9 : t.number}`;

export function render(area, resp, ui) {
  const v = resp.view;
  const me = resp.seat;
  area.append(el("p", {}, `${v.variant} game · key number ${v.key}: every line sums to a multiple of ${v.key}, no colour twice` +
    (v.variant === "solo" ? ", no number twice" : "") + (v.bonus ? " · a line of six: play again!" : "")));
  let target = null;
  const nine = el("input", { type: "checkbox", id: "nine" });
  if (v.variant === "standard") {
    const cells = new Map(v.layout.map((c) => [`${c.row},${c.col}`, c]));
    let top = 0, left = 0, bottom = 0, right = 0;
    for (const c of v.layout) {
      top = Math.min(top, c.row); bottom = Math.max(bottom, c.row);
      left = Math.min(left, c.col); right = Math.max(right, c.col);
    }
    top--; left--; bottom++; right++;
    const grid = el("div", { class: "board", role: "grid", "aria-label": "the table", style: `grid-template-columns: repeat(${right - left + 2}, auto)` });
    grid.append(el("div", { class: "coord" }));
    for (let c = left; c <= right; c++) grid.append(el("div", { class: "coord", "aria-hidden": "true" }, String(c)));
    for (let r = top; r <= bottom; r++) {
      grid.append(el("div", { class: "coord", "aria-hidden": "true" }, String(r)));
      for (let c = left; c <= right; c++) {
        const cell = cells.get(`${r},${c}`);
        if (cell) {
          grid.append(el("div", { class: `cell has sk-${cell.tile.colour}`, role: "gridcell", "aria-label": `${r},${c}: ${cell.tile.colour} ${cell.value}` },
            String(cell.value), el("sub", {}, cell.tile.letter)));
          continue;
        }
        const b = el("button", { type: "button", class: "cell", "aria-label": `empty square ${r},${c}`, "data-square": `${r},${c}` }, r === 0 && c === 0 ? "★" : "");
        b.addEventListener("click", () => {
          grid.querySelectorAll(".target").forEach((x) => x.classList.remove("target"));
          b.classList.add("target");
          target = `${r},${c}`;
        });
        grid.append(b);
      }
    }
    area.append(grid, el("label", { for: "nine", class: "row" }, nine, " play a 6 as 9"));
  }
  if (v.faceUp.length) {
    const chosen = new Set();
    const row = el("div", { class: "rack", role: "group", "aria-label": "face-up tiles" });
    v.faceUp.forEach((t, i) => {
      const b = el("button", { type: "button", class: `tile sk-${t.colour}`, "aria-pressed": "false", "aria-label": `${i}: ${t.colour} ${t.number}` }, String(t.number), el("sub", {}, String(i)));
      b.addEventListener("click", () => {
        if (chosen.has(i)) chosen.delete(i); else chosen.add(i);
        b.setAttribute("aria-pressed", String(chosen.has(i)));
        b.classList.toggle("sel", chosen.has(i));
        ui.setMove(chosen.size ? "spot " + [...chosen].sort((a, b) => a - b).join(" ") : "");
      });
      row.append(b);
    });
    area.append(el("h2", {}, "Face up"), row);
  }
  v.hands.forEach((hand, p) => {
    const row = el("div", { class: "rack", role: "group", "aria-label": `${v.names[p]}'s tiles` });
    for (const t of hand) {
      const b = el("button", { type: "button", class: `tile sk-${t.colour}`, "aria-label": `${t.colour} ${t.number}` }, String(t.number), el("sub", {}, t.letter));
      if (p === me) {
        b.addEventListener("click", () => {
          if (!target) return;
          const part = `${target}=${face(t, nine.checked)}`;
          const rest = ui.input.value.trim().split(/\s+/).filter((x) => x && !x.startsWith(target + "="));
          ui.setMove([...rest, part].join(" "));
        });
      }
      row.append(b);
    }
    area.append(el("h2", {}, `${v.names[p]}${p === me && v.names[p] !== "You" ? " (you)" : ""}: ${v.scores[p]}` + (v.out[p] ? " · out" : "")), row);
  });
  const pass = el("button", { type: "button", class: "secondary", id: "pass" }, "Pass");
  pass.addEventListener("click", () => ui.submit("-"));
  if (v.variant === "standard" && resp.toMove.includes(me)) area.append(pass);
  if (v.lastMove) area.append(el("p", { class: "notice" }, `Last move: ${v.lastMove}`));
}
