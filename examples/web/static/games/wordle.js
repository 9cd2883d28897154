// Wordle: the round's boards, the seat's own rows in colour with the word
// being typed in the next row, an on-screen keyboard coloured by what the
// rows showed, the other players' boards (their greens and yellows only,
// until the round ends), and the share grid. Typing anywhere on the page
// fills the row; Enter plays, Backspace deletes.
import { el, plural } from "../dom.js";

const markClass = { G: "G", Y: "Y", ".": "x" };
const markWord = { G: "green", Y: "yellow", ".": "grey" };
const emoji = { G: "🟩", Y: "🟨", ".": "⬛" };

// typed is the word in the move box, without a seat number or keyword.
function typed(ui) {
  return ui.input.value.replace(/^\d+\s+(guess|secret)\s+/i, "").toUpperCase();
}

export function render(area, resp, ui) {
  const v = resp.view;
  const me = resp.seat;
  const round = v.rounds[v.rounds.length - 1];
  const n = v.rules.wordLength;
  const hosting = round.host === me;
  const host = round.host < 0 ? "the library" : round.host === me ? "you" : v.names[round.host];
  const myBoard = round.boards.find((b) => b.player === me);
  const canType = ui.myTurn;
  area.append(el("p", { class: "round-line" }, `Round ${v.round + 1} of ${v.names.length}, hosted by ${host}` +
    (v.rules.hard ? " · hard mode" : "") + (v.rules.fast ? " · fast mode" : "") +
    (v.rules.timeLimitMs ? ` · ${Math.round(v.rules.timeLimitMs / 1000)} seconds a guess` : "")));
  const word = typed(ui).slice(0, n);
  if (hosting && !round.secretSet) {
    area.append(el("p", { class: "notice", id: "wordle-status" }, `You host this round: type a secret word of ${n} letters, then Enter.`),
      el("div", { class: "wrows" }, pendingRow(word, n)));
  } else if (!round.secretSet) {
    area.append(el("p", { class: "notice", id: "wordle-status" }, `Waiting for ${host} to choose the secret.`));
  } else if (round.secret) {
    area.append(el("p", { id: "wordle-status" }, round.over ? `The secret was ${round.secret}.` : `Your secret: ${round.secret}. Watch the others guess.`));
  } else if (hosting) {
    area.append(el("p", { class: "notice", id: "wordle-status" }, "You host this round: watch the others guess."));
  }
  const boards = el("div", { class: "wboards" });
  for (const b of round.boards) {
    if (b.player === round.host) continue;
    const mine = b.player === me;
    const box = el("section", { class: `panel wboard${mine ? " mine" : ""}`, "aria-label": `${v.names[b.player]}'s rows`, "data-player": b.player },
      el("h2", {}, `${mine ? "You" : v.names[b.player]}: ${statusWord(b.status)}`));
    const rows = el("div", { class: "wrows" });
    for (const r of b.rows) rows.append(row(r, n));
    if (mine && !round.over && b.status === "playing") {
      if (b.rows.length < v.rules.tries) rows.append(pendingRow(word, n));
      for (let i = b.rows.length + 1; i < v.rules.tries; i++) rows.append(pendingRow("", n));
    }
    box.append(rows);
    if (mine && round.over && b.rows.some((r) => r.pattern)) {
      const grid = b.rows.map((r) => (r.crossedOut ? "❌" : [...r.pattern].map((c) => emoji[c]).join(""))).join("\n");
      const solved = b.status === "solved" ? b.rows.length : "X";
      box.append(el("h3", {}, "Share"), el("pre", { class: "share", id: "share" }, `Wordle ${solved}/${v.rules.tries}${v.rules.hard ? "*" : ""}\n${grid}`));
    }
    if (mine) boards.prepend(box); else boards.append(box);
  }
  area.append(boards);
  if (canType) area.append(keyboard(myBoard && !hosting ? myBoard.keyboard : {}, ui, n));
  if (round.points && round.points.length) {
    area.append(el("p", {}, "This round: " + round.points.map((p, i) => `${v.names[i]} ${plural(p, "point")}`).join(", ")));
  }
  const give = el("button", { type: "button", class: "secondary", id: "giveup" }, "Give up this round (7 points)");
  give.addEventListener("click", () => { if (confirm("Give up this round?")) ui.submit("giveup"); });
  if (canType && !hosting && round.secretSet && !round.over) area.append(give);

  ui.onKey((ev) => {
    if (!canType) return false;
    if (ev.key === "Enter") { ui.submit(typed(ui)); return true; }
    if (ev.key === "Backspace") { ui.setMove(typed(ui).slice(0, -1)); return true; }
    if (/^[a-zA-Z]$/.test(ev.key)) {
      if (typed(ui).length < n) ui.setMove(typed(ui) + ev.key.toUpperCase());
      return true;
    }
    return false;
  });
}

function statusWord(s) {
  return { playing: "guessing", solved: "solved it", failed: "out of tries", gaveup: "gave up", hosting: "hosting" }[s] || s;
}

function row(r, n) {
  if (r.crossedOut) return el("div", { class: "wrow", "aria-label": "crossed out" }, ...Array.from({ length: n }, () => el("span", { class: "wl x" }, "✕")));
  if (!r.word) {
    // Another player's row: only how many greens and yellows.
    const marks = [...Array(r.greens).fill("G"), ...Array(r.yellows).fill("Y")];
    while (marks.length < n) marks.push(".");
    return el("div", { class: "wrow hidden-row", role: "img", "aria-label": `${r.greens} green, ${r.yellows} yellow` },
      ...marks.map((m) => el("span", { class: `wl small ${markClass[m]}` })));
  }
  const cells = [...r.word].map((c, i) => el("span", { class: `wl ${markClass[r.pattern[i]]}`, "aria-label": `${c} ${markWord[r.pattern[i]]}` }, c));
  return el("div", { class: "wrow", role: "group", "aria-label": `${r.word}: ${r.pattern}` }, ...cells);
}

function pendingRow(word, n) {
  return el("div", { class: "wrow pending", "aria-label": word ? `typing ${word}` : "empty row" },
    ...Array.from({ length: n }, (_, i) => el("span", { class: `wl${word[i] ? " typed" : ""}` }, word[i] || "")));
}

function keyboard(keys, ui, n) {
  const kb = el("div", { class: "keyboard", role: "group", "aria-label": "keyboard" });
  const cls = { green: "G", yellow: "Y", grey: "x", unknown: "" };
  for (const line of ["QWERTYUIOP", "ASDFGHJKL", "⏎ZXCVBNM⌫"]) {
    const r = el("div", { class: "krow" });
    for (const k of line) {
      const state = keys[k.toLowerCase()] || keys[k] || "unknown";
      const label = k === "⏎" ? "enter" : k === "⌫" ? "delete" : `${k} ${state}`;
      const b = el("button", { type: "button", class: `${cls[state] || ""}${k === "⏎" || k === "⌫" ? " wide" : ""}`, "aria-label": label, "data-key": `key-${k}` }, k);
      b.addEventListener("click", () => {
        const w = typed(ui);
        if (k === "⏎") ui.submit(w);
        else if (k === "⌫") ui.setMove(w.slice(0, -1));
        else if (w.length < n) ui.setMove(w + k);
      });
      r.append(b);
    }
    kb.append(r);
  }
  return kb;
}
