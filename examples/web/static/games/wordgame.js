// The crossword game. Click a square (or move the cursor there with the
// arrow keys) and type: each letter is placed from your rack at the
// cursor, which then moves on across (click the square again, or press
// Space, to go down). Backspace takes the last tile back, Enter plays,
// Escape clears. A letter you do not hold uses your blank. Rack tiles can
// be clicked in too. The board is one tab stop; the move box (under "Type
// a move in notation") shows and takes the same move as text.
import { arrow, el, focuser } from "../dom.js";

const premiumClass = { tripleWord: "p-TW", doubleWord: "p-DW", tripleLetter: "p-TL", doubleLetter: "p-DL" };
const premiumText = { tripleWord: "TW", doubleWord: "DW", tripleLetter: "TL", doubleLetter: "DL" };
const premiumWords = { tripleWord: "triple word", doubleWord: "double word", tripleLetter: "triple letter", doubleLetter: "double letter" };
const colName = (c) => String.fromCharCode(65 + c);

// parse reads "8H WO.D" (across) or "H8 WORD" (down) into its start,
// direction and letters; null when the text is no placement.
function parse(text) {
  const m = /^\s*(?:(\d+)([A-Za-z])|([A-Za-z])(\d+))\s+(\S+)\s*$/.exec(text || "");
  if (!m) return null;
  const across = m[1] !== undefined;
  return {
    r: Number(across ? m[1] : m[4]) - 1,
    c: (across ? m[2] : m[3]).toUpperCase().charCodeAt(0) - 65,
    down: !across, word: m[5],
  };
}

// pendingOf lists the tiles a move in notation places: {r, c, letter}
// with a lower-case letter for a blank.
function pendingOf(text, board) {
  const p = parse(text);
  if (!p) return [];
  const out = [];
  let { r, c } = p;
  for (const ch of p.word) {
    if (ch !== "." && board[r] && board[r][c] && !board[r][c].letter) out.push({ r, c, letter: ch });
    if (p.down) r++; else c++;
  }
  return out;
}

// notationOf writes the move of pending tiles (all in one line) in
// notation, with "." for the board's tiles inside or touching the line.
function notationOf(pending, board, down) {
  if (!pending.length) return "";
  if (pending.length > 1) down = pending[0].c === pending[1].c;
  const key = (t) => (down ? t.r : t.c);
  const sorted = [...pending].sort((a, b) => key(a) - key(b));
  const at = new Map(sorted.map((t) => [`${t.r},${t.c}`, t]));
  const size = board.length;
  const cell = (i) => (down ? [i, sorted[0].c] : [sorted[0].r, i]);
  const has = (i) => { const [r, c] = cell(i); return i >= 0 && i < size && (board[r][c].letter || at.has(`${r},${c}`)); };
  let from = key(sorted[0]), to = key(sorted[sorted.length - 1]);
  while (has(from - 1)) from--;
  while (has(to + 1)) to++;
  let word = "";
  for (let i = from; i <= to; i++) {
    const [r, c] = cell(i);
    const t = at.get(`${r},${c}`);
    word += t ? t.letter : board[r][c].letter ? "." : "_";
  }
  const [r, c] = cell(from);
  return `${down ? `${colName(c)}${r + 1}` : `${r + 1}${colName(c)}`} ${word}`;
}

// lastSquares are the squares the last move placed tiles on.
function lastSquares(v) {
  if (!v.lastMove || typeof v.lastMove.move !== "string") return new Set();
  const p = parse(v.lastMove.move);
  if (!p) return new Set();
  const out = new Set();
  let { r, c } = p;
  for (const ch of p.word) {
    if (ch !== ".") out.add(`${r},${c}`);
    if (p.down) r++; else c++;
  }
  return out;
}

// describe says a placement by its main word, read off the board (tiles
// never move once played, so the board spells every past move):
// "BEET at 8H".
export function describe(resp, e) {
  const v = resp.view;
  const p = parse(e.move.replace(/^\d+ /, ""));
  if (!p) return "";
  let { r, c } = p;
  let word = "";
  for (let i = 0; i < p.word.length; i++) {
    const sq = v.board[r] && v.board[r][c];
    if (!sq || !sq.letter) return "";
    word += sq.blank ? sq.letter.toLowerCase() : sq.letter;
    if (p.down) r++; else c++;
  }
  return `${word} at ${e.move.replace(/^\d+ /, "").split(" ")[0]}`;
}

// ownPoints is what a move scored by itself: the game's last move may
// also count the racks left at the end, which the move list shows apart.
export function ownPoints(resp, e, ending) {
  const lm = resp.view.lastMove;
  if (ending && lm && typeof lm.score === "number" && lm.move === e.move.replace(/^\d+ /, "")) return lm.score;
  return e.points;
}

export function hintLabel(h) {
  return h.move;
}

export function render(area, resp, ui) {
  const v = resp.view;
  const size = v.board.length;
  const st = ui.state;
  const myTurn = ui.myTurn;
  const pending = pendingOf(ui.input.value, v.board);
  if (!st.cursor) {
    const p = parse(ui.input.value);
    const start = v.board.flatMap((row, r) => row.map((sq, c) => (sq.start ? { r, c } : null))).find(Boolean) || { r: 7, c: 7 };
    st.cursor = p ? { r: p.r, c: p.c } : start;
    st.down = p ? p.down : false;
  }
  const pend = new Map(pending.map((t) => [`${t.r},${t.c}`, t]));
  const last = lastSquares(v);

  // The rack, less the tiles placed so far.
  const left = v.rack.map((t) => ({ ...t, used: false }));
  for (const t of pending) {
    const blank = t.letter === t.letter.toLowerCase();
    const i = left.findIndex((x) => !x.used && (blank ? x.blank : !x.blank && x.letter === t.letter));
    if (i >= 0) left[i].used = true;
  }

  const set = (list) => ui.setMove(notationOf(list, v.board, st.down));
  function place(letter, blankAllowed, forceBlank) {
    if (!myTurn) return false;
    const { r, c } = st.cursor;
    if (v.board[r][c].letter) return false;
    const up = letter.toUpperCase();
    let l = up;
    const free = left.filter((x) => !x.used);
    const replacing = pend.get(`${r},${c}`);
    if (replacing) {
      const blank = replacing.letter === replacing.letter.toLowerCase();
      const i = left.findIndex((x) => x.used && (blank ? x.blank : x.letter === replacing.letter));
      if (i >= 0) free.push(left[i]);
    }
    if (forceBlank || !free.some((x) => !x.blank && x.letter === up)) {
      if (!blankAllowed || !free.some((x) => x.blank)) {
        ui.error(`You have no ${up} on your rack.`);
        return true;
      }
      l = up.toLowerCase();
    }
    const list = pending.filter((t) => !(t.r === r && t.c === c));
    list.push({ r, c, letter: l });
    if (list.length === 2) st.down = list[0].c === list[1].c;
    // Move on past the board's tiles and the ones placed.
    let nr = r, nc = c;
    do {
      if (st.down) nr++; else nc++;
    } while (nr < size && nc < size && (v.board[nr][nc].letter || list.some((t) => t.r === nr && t.c === nc)));
    if (nr < size && nc < size) st.cursor = { r: nr, c: nc };
    set(list);
    return true;
  }
  function back() {
    if (!pending.length) return false;
    const key = (t) => (st.down ? t.r * size + t.c : t.c * size + t.r);
    // Take back the tile just before the cursor, else the last one.
    const sorted = [...pending].sort((a, b) => key(a) - key(b));
    const cur = key(st.cursor);
    const before = sorted.filter((t) => key(t) < cur);
    const t = before.length ? before[before.length - 1] : sorted[sorted.length - 1];
    st.cursor = { r: t.r, c: t.c };
    set(pending.filter((x) => x !== t));
    return true;
  }
  function moveCursor(dr, dc) {
    const r = Math.min(size - 1, Math.max(0, st.cursor.r + dr));
    const c = Math.min(size - 1, Math.max(0, st.cursor.c + dc));
    st.cursor = { r, c };
    if (dr) st.down = true;
    if (dc) st.down = false;
    ui.redraw();
    focusBoard();
  }

  const wrap = el("div", { class: "board-wrap" });
  const board = el("div", {
    class: "board wordgame", role: "grid", tabindex: "0", "data-key": "board",
    "aria-label": `the board; cursor at ${st.cursor.r + 1}${colName(st.cursor.c)} going ${st.down ? "down" : "across"}. Type letters to place tiles, arrows to move, Space to turn, Backspace to take back, Enter to play.`,
    style: `--n: ${size}; grid-template-columns: 1.25rem repeat(${size}, var(--cell))`,
  });
  const focusBoard = focuser(area, ".board.wordgame");
  board.append(el("div", { class: "coord" }));
  for (let c = 0; c < size; c++) board.append(el("div", { class: "coord", "aria-hidden": "true" }, colName(c)));
  v.board.forEach((row, r) => {
    board.append(el("div", { class: "coord", "aria-hidden": "true" }, String(r + 1)));
    row.forEach((sq, c) => {
      const name = `${r + 1}${colName(c)}`;
      const k = `${r},${c}`;
      const cursor = myTurn && st.cursor.r === r && st.cursor.c === c;
      const p = pend.get(k);
      let cls = "cell";
      let content = [];
      let label = name;
      if (sq.letter) {
        cls += ` has${sq.blank ? " blank" : ""}${last.has(k) ? " last" : ""}`;
        content = [sq.letter, sq.blank ? null : el("sub", {}, String(sq.value))];
        label += `: ${sq.letter}${sq.blank ? " (blank)" : ""}${last.has(k) ? ", just played" : ""}`;
      } else if (p) {
        const blank = p.letter === p.letter.toLowerCase();
        const tile = v.rack.find((t) => !t.blank && t.letter === p.letter);
        cls += ` has pending${blank ? " blank" : ""}`;
        content = [p.letter.toUpperCase(), blank || !tile ? null : el("sub", {}, String(tile.value))];
        label += `: ${p.letter.toUpperCase()}, placed now`;
      } else {
        cls += ` ${premiumClass[sq.premium] || ""}`;
        content = [sq.start ? "★" : premiumText[sq.premium] || ""];
        label += `${sq.premium !== "none" ? ", " + premiumWords[sq.premium] : ""}${sq.start ? ", the start square" : ""}`;
      }
      if (cursor) cls += ` cursor ${st.down ? "down" : "across"}`;
      const b = el("div", { class: cls, role: "gridcell", "aria-label": label, "data-square": name }, ...content);
      b.addEventListener("click", () => {
        if (!myTurn) return;
        if (p) {
          st.cursor = { r, c };
          set(pending.filter((x) => x !== p));
        } else if (!sq.letter) {
          if (st.cursor.r === r && st.cursor.c === c) st.down = !st.down;
          st.cursor = { r, c };
          ui.redraw();
        }
        focusBoard();
      });
      board.append(b);
    });
  });
  wrap.append(board);

  const rack = el("div", { class: "rack", role: "group", "aria-label": "your rack" });
  left.forEach((t, i) => {
    const b = el("button", {
      type: "button", class: `tile${t.blank ? " blank" : ""}${t.used ? " used" : ""}`, disabled: t.used || !myTurn, "data-key": `rack-${i}`,
      "aria-label": t.blank ? "blank tile" : `${t.letter}, ${t.value} points`,
    }, t.blank ? "?" : t.letter, t.blank ? null : el("sub", {}, String(t.value)));
    b.addEventListener("click", () => {
      if (t.blank) {
        const l = (prompt("Which letter does the blank stand for?") || "").trim().slice(0, 1);
        if (/^[a-z]$/i.test(l)) place(l, true, true);
      } else place(t.letter, false);
    });
    rack.append(b);
  });

  const pass = el("button", { type: "button", class: "secondary", id: "pass", disabled: !myTurn }, "Pass");
  pass.addEventListener("click", () => { if (confirm("Pass this turn?")) ui.submit("-"); });
  const shuffle = el("button", { type: "button", class: "secondary", id: "recall", disabled: !pending.length }, "Take tiles back");
  shuffle.addEventListener("click", () => { st.cursor = null; ui.setMove(""); });
  const bag = el("p", { class: "notice" }, `Bag: ${v.bagSize} tiles · ${v.rackSize || v.rack.length} tiles on a rack.`);
  if (resp.watching) area.append(wrap, bag);
  else area.append(wrap, el("h2", {}, "Your rack"), rack, el("div", { class: "row" }, shuffle, pass), bag);

  ui.onKey((ev) => {
    if (!myTurn) return false;
    const k = ev.key;
    const step = arrow(k);
    if (step) { moveCursor(...step); return true; }
    if (k === " " && ev.target && ev.target.closest && ev.target.closest(".board")) { st.down = !st.down; ui.redraw(); focusBoard(); return true; }
    if (k === "Backspace") { back(); focusBoard(); return true; }
    if (k === "Escape") { st.cursor = null; ui.setMove(""); focusBoard(); return true; }
    if (k === "Enter") { if (pending.length) ui.submit(ui.input.value); return true; }
    if (/^[a-zA-Z]$/.test(k)) { place(k, true); focusBoard(); return true; }
    return false;
  });
}
