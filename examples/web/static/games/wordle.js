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

// contrastKey keeps the player's choice of high-contrast colours.
const contrastKey = "tilekit-contrast";
function applyContrast(on) {
  document.body.classList.toggle("high-contrast", on);
}
applyContrast(localStorage.getItem(contrastKey) === "1");

export function render(area, resp, ui) {
  const v = resp.view;
  const me = resp.seat;
  const round = v.rounds[v.rounds.length - 1];
  const n = v.rules.wordLength;
  const hosting = round.host === me;
  const host = hostName(v, round, me);
  const canType = ui.myTurn;
  area.append(el("p", { class: "round-line" }, `Round ${v.round + 1} of ${v.names.length}, hosted by ${host}` +
    (v.rules.hard ? " · hard mode" : "") + (v.rules.fast ? " · fast mode" : "") +
    (v.rules.timeLimitMs ? ` · ${Math.round(v.rules.timeLimitMs / 1000)} seconds a guess` : "")));
  const word = typed(ui).slice(0, n);
  if (hosting && !round.secretSet) {
    area.append(el("p", { class: "notice", id: "wordle-status", tabindex: "-1" }, `You host this round: type a secret word of ${n} letters, then Enter.`),
      el("div", { class: "wrows" }, pendingRow(word, n)));
  } else if (!round.secretSet) {
    area.append(el("p", { class: "notice", id: "wordle-status", tabindex: "-1" }, `Waiting for ${host} to choose the secret.`));
  } else if (round.secret) {
    area.append(el("p", { id: "wordle-status", tabindex: "-1" }, round.over ? `The secret was ${round.secret}.` : `Your secret: ${round.secret}. Watch the others guess.`));
  } else if (hosting) {
    area.append(el("p", { class: "notice", id: "wordle-status", tabindex: "-1" }, "You host this round: watch the others guess."));
  }
  area.append(boardsOf(v, round, me, n, { word, live: true }));
  if (canType) area.append(keyboard(round.boards.find((b) => b.player === me && !hosting)?.keyboard || {}, ui, n));
  if (round.points && round.points.length) {
    area.append(el("p", {}, "This round: " + round.points.map((p, i) => `${i === me ? "You" : v.names[i]} ${plural(p, "point")}`).join(", ")));
  }
  const give = el("button", { type: "button", class: "secondary", id: "giveup" }, "Give up this round (7 points)");
  give.addEventListener("click", () => { if (confirm("Give up this round?")) ui.submit("giveup"); });
  const row = el("div", { class: "row" });
  if (canType && !hosting && round.secretSet && !round.over) row.append(give);
  row.append(contrastToggle());
  area.append(row);

  // Earlier rounds, newest first: every board, and the secret each
  // player was after, solved or not.
  const past = v.rounds.slice(0, -1).map((r, i) => ({ r, i })).reverse();
  if (past.length) area.append(el("h2", {}, "Earlier rounds"));
  for (const { r, i } of past) {
    const sec = el("section", { class: "panel past-round", "data-round": i + 1 },
      el("h3", {}, `Round ${i + 1}, hosted by ${hostName(v, r, me)}` + (r.secret ? ` · the secret was ${r.secret}` : "")),
      boardsOf(v, r, me, n, { word: "", live: false }));
    if (r.points && r.points.length) sec.append(el("p", { class: "notice" }, r.points.map((p, j) => `${j === me ? "You" : v.names[j]} ${plural(p, "point")}`).join(", ")));
    area.append(sec);
  }

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

function hostName(v, round, me) {
  return round.host < 0 ? "the library" : round.host === me ? "you" : v.names[round.host];
}

// boardsOf draws a round's boards, the seat's own first. In the round
// being played (live), the seat's board ends with the word being typed
// and its empty rows; a finished round's boards say the secret to those
// who did not find it.
function boardsOf(v, round, me, n, { word, live }) {
  const boards = el("div", { class: "wboards" });
  for (const b of round.boards) {
    if (b.player === round.host) continue;
    const mine = b.player === me;
    const missed = (round.over || v.over) && round.secret && b.status !== "solved" && b.status !== "hosting";
    const box = el("section", { class: `panel wboard${mine ? " mine" : ""}`, "aria-label": `${mine ? "your" : v.names[b.player] + "'s"} rows`, "data-player": b.player, tabindex: mine && live ? "-1" : null },
      el("h2", {}, `${mine ? "You" : v.names[b.player]}: ${statusWord(b.status)}`),
      missed ? el("p", { class: "secret-was" }, "The secret was ", el("strong", {}, round.secret)) : null);
    const rows = el("div", { class: "wrows" });
    for (const r of b.rows) rows.append(row(r, n));
    if (live && mine && !round.over && b.status === "playing") {
      if (b.rows.length < v.rules.tries) rows.append(pendingRow(word, n));
      for (let i = b.rows.length + 1; i < v.rules.tries; i++) rows.append(pendingRow("", n));
    }
    box.append(rows);
    if (mine && (round.over || v.over) && b.rows.some((r) => r.pattern)) {
      const grid = b.rows.map((r) => (r.crossedOut ? "❌" : [...r.pattern].map((c) => emoji[c]).join(""))).join("\n");
      const solved = b.status === "solved" ? b.rows.length : "X";
      box.append(el("h3", {}, "Share"), el("pre", { class: "share", id: live ? "share" : null }, `Wordle ${solved}/${v.rules.tries}${v.rules.hard ? "*" : ""}\n${grid}`));
    }
    if (mine) boards.prepend(box); else boards.append(box);
  }
  return boards;
}

// contrastToggle switches the tiles to high-contrast colours (orange,
// blue and black, each with a mark), kept for the next visit.
function contrastToggle() {
  const box = el("input", { type: "checkbox", id: "high-contrast" });
  box.checked = document.body.classList.contains("high-contrast");
  box.addEventListener("change", () => {
    localStorage.setItem(contrastKey, box.checked ? "1" : "0");
    applyContrast(box.checked);
  });
  return el("label", { for: "high-contrast", class: "check" }, box, " High-contrast colours");
}

// previewable holds back the preview of a word not yet full: only a whole
// word can be checked, so a partial one would only be refused.
export function previewable(text, resp) {
  const w = text.replace(/^\d+\s+(guess|secret)\s+/i, "");
  return /^[a-z]+$/i.test(w) ? w.length === resp.view.rules.wordLength : true;
}

// focusTarget is where the keyboard focus goes after a redraw took it:
// the seat's board, or the line that says what to do.
export function focusTarget() {
  return ".wboard.mine[tabindex], #wordle-status";
}

// soloEnding says how a game played alone went: solved, or the secret.
export function soloEnding(resp) {
  const v = resp.view;
  const lines = v.rounds.map((r) => {
    const b = r.boards.find((x) => x.player === resp.seat);
    if (!b) return "";
    if (b.status === "solved") return `solved in ${b.rows.length}`;
    return r.secret ? `${statusWord(b.status)}: the secret was ${r.secret}` : statusWord(b.status);
  }).filter(Boolean);
  return lines.length ? cap(lines.join("; ")) : "";
}

function cap(s) {
  return s[0].toUpperCase() + s.slice(1);
}

function statusWord(s) {
  return { playing: "guessing", solved: "solved it", failed: "out of tries", "gave up": "gave up", stopped: "stopped", hosting: "hosting" }[s] || s;
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
