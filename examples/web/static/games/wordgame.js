// The crossword game: the board with coordinates and premium squares, the
// rack, the bag and the score sheet. Click a square to start a word there
// (click it again to turn the word down), then type the word; rack tiles
// can be clicked in too. A lower-case letter is a blank standing for that
// letter, and "." plays through a tile already on the board. The score
// preview follows every change.
import { el } from "../dom.js";

const premiumClass = { tripleWord: "p-TW", doubleWord: "p-DW", tripleLetter: "p-TL", doubleLetter: "p-DL" };
const premiumText = { tripleWord: "TW", doubleWord: "DW", tripleLetter: "TL", doubleLetter: "DL" };
const premiumWords = { tripleWord: "triple word", doubleWord: "double word", tripleLetter: "triple letter", doubleLetter: "double letter" };
const colName = (c) => String.fromCharCode(65 + c);

// squaresOf returns the squares a move in notation covers ("8H WORD" across,
// "H8 WORD" down).
function squaresOf(text) {
  const m = /^\s*(?:(\d+)([A-Za-z])|([A-Za-z])(\d+))\s+(\S+)/.exec(text || "");
  if (!m) return [];
  const across = m[1] !== undefined;
  let r = Number(across ? m[1] : m[4]) - 1;
  let c = (across ? m[2] : m[3]).toUpperCase().charCodeAt(0) - 65;
  const out = [];
  for (const ch of m[5]) {
    if (ch !== ".") out.push(`${r},${c}`);
    if (across) c++; else r++;
  }
  return out;
}

export function render(area, resp, ui) {
  const v = resp.view;
  const size = v.board.length;
  const last = new Set(v.lastMove ? squaresOf(v.lastMove.move) : []);
  let start = null; // {r, c, down}
  const board = el("div", { class: "board", role: "grid", "aria-label": "the board", style: `grid-template-columns: repeat(${size + 1}, auto)` });
  board.append(el("div", { class: "coord" }));
  for (let c = 0; c < size; c++) board.append(el("div", { class: "coord", "aria-hidden": "true" }, colName(c)));
  const cells = [];
  v.board.forEach((row, r) => {
    board.append(el("div", { class: "coord", "aria-hidden": "true" }, String(r + 1)));
    row.forEach((sq, c) => {
      const name = `${r + 1}${colName(c)}`;
      let b;
      if (sq.letter) {
        b = el("div", { class: `cell has${sq.blank ? " blank" : ""}${last.has(`${r},${c}`) ? " last" : ""}`, role: "gridcell", "aria-label": `${name}: ${sq.letter}${sq.blank ? " (blank)" : ""}` },
          sq.letter, sq.blank ? null : el("sub", {}, String(sq.value)));
      } else {
        const label = `${name}${sq.premium !== "none" ? ", " + premiumWords[sq.premium] : ""}${sq.start ? ", the start square" : ""}`;
        b = el("button", { type: "button", class: `cell ${premiumClass[sq.premium] || ""}`, "aria-label": label, "data-square": name },
          sq.start ? "★" : premiumText[sq.premium] || "");
        b.addEventListener("click", () => {
          const down = start && start.r === r && start.c === c ? !start.down : false;
          start = { r, c, down };
          const word = ui.input.value.trim().split(/\s+/).slice(1).join("");
          const coord = down ? `${colName(c)}${r + 1}` : `${r + 1}${colName(c)}`;
          ui.setMove(`${coord} ${word}`);
          ui.input.focus();
          mark();
        });
      }
      cells.push({ r, c, b });
      board.append(b);
    });
  });
  function mark() {
    const want = new Set(squaresOf(ui.input.value));
    for (const { r, c, b } of cells) b.classList.toggle("target", want.has(`${r},${c}`));
  }
  ui.onInput(mark);

  const rack = el("div", { class: "rack", role: "group", "aria-label": "your rack" });
  for (const t of v.rack) {
    const b = el("button", { type: "button", class: `tile${t.blank ? " blank" : ""}`, "aria-label": t.blank ? "blank tile" : `${t.letter}, ${t.value} points` },
      t.blank ? "?" : t.letter, t.blank ? null : el("sub", {}, String(t.value)));
    b.addEventListener("click", () => {
      let letter = t.letter;
      if (t.blank) {
        letter = (prompt("Which letter does the blank stand for?") || "").trim().slice(0, 1).toLowerCase();
        if (!/^[a-z]$/.test(letter)) return;
      }
      const text = ui.input.value.includes(" ") ? ui.input.value + letter : ui.input.value + " " + letter;
      ui.setMove(text.replace(/^\s+/, ""));
    });
    rack.append(b);
  }
  const sheet = el("table", { class: "sheet" }, el("tr", {}, el("th", {}, "Player"), el("th", {}, "Score"), el("th", {}, "Tiles")),
    ...v.names.map((n, p) => el("tr", {}, el("td", {}, n + (p === resp.seat && n !== "You" ? " (you)" : "")), el("td", {}, String(v.scores[p])), el("td", {}, String(v.rackSizes[p])))));
  const pass = el("button", { type: "button", class: "secondary", id: "pass" }, "Pass");
  pass.addEventListener("click", () => ui.submit("-"));
  area.append(
    board,
    el("h2", {}, "Your rack"), rack,
    el("p", { class: "notice" }, `Bag: ${v.bagSize} tiles. ` + (v.lastMove ? `Last move: ${v.names[v.lastMove.player]} ${v.lastMove.move} for ${v.lastMove.score}.` : "")),
    sheet, resp.toMove.includes(resp.seat) ? pass : null,
  );
  mark();
}
