// Wordle: the current round's boards, the seat's own rows in colour, an
// on-screen keyboard coloured by what the rows showed, and the share grid
// once the round is over. Typing on the page's keyboard or the real one
// fills the move box; Enter plays.
import { el } from "../dom.js";

const markClass = { G: "G", Y: "Y", ".": "x" };
const markWord = { G: "green", Y: "yellow", ".": "grey" };
const emoji = { G: "🟩", Y: "🟨", ".": "⬛" };

export function render(area, resp, ui) {
  const v = resp.view;
  const me = resp.seat;
  const round = v.rounds[v.rounds.length - 1];
  const n = v.rules.wordLength;
  const hosting = round.host === me;
  const who = round.host < 0 ? "the library" : v.names[round.host];
  area.append(el("p", {}, `Round ${v.round + 1}, hosted by ${who}` + (v.rules.hard ? " · hard mode" : "") + (v.rules.fast ? " · fast mode" : "")));
  if (hosting && !round.secretSet) {
    area.append(el("p", { class: "notice", id: "wordle-status" }, `You host this round: type a secret word of ${n} letters.`));
  } else if (!round.secretSet) {
    area.append(el("p", { class: "notice", id: "wordle-status" }, `Waiting for ${who} to choose the secret.`));
  } else if (round.secret) {
    area.append(el("p", { id: "wordle-status" }, `The secret is ${round.secret}.`));
  }
  for (const b of round.boards) {
    if (b.player === round.host) continue;
    const mine = b.player === me;
    const box = el("section", { class: "panel", "aria-label": `${v.names[b.player]}'s rows` },
      el("h2", {}, `${v.names[b.player]}${mine ? " (you)" : ""}: ${b.status}`));
    const rows = el("div", { class: "wrows" });
    for (const r of b.rows) rows.append(row(r, n));
    if (mine && !round.over && b.status === "playing") {
      for (let i = b.rows.length; i < v.rules.tries; i++) rows.append(emptyRow(n));
    }
    box.append(rows);
    if (mine) {
      box.append(keyboard(b.keyboard, ui));
      if (round.over && b.rows.some((r) => r.pattern)) {
        const grid = b.rows.map((r) => (r.crossedOut ? "❌".repeat(1) : [...r.pattern].map((c) => emoji[c]).join(""))).join("\n");
        const solved = b.status === "solved" ? b.rows.length : "X";
        box.append(el("h2", {}, "Share"), el("pre", { class: "share", id: "share" }, `Wordle ${solved}/${v.rules.tries}${v.rules.hard ? "*" : ""}\n${grid}`));
      }
    }
    area.append(box);
  }
  area.append(el("p", {}, "Points: " + v.scores.map((s, p) => `${v.names[p]} ${s}`).join(", ")));
  const give = el("button", { type: "button", class: "secondary", id: "giveup" }, "Give up");
  give.addEventListener("click", () => ui.submit("giveup"));
  if (!hosting && round.secretSet && !round.over) area.append(give);
}

function row(r, n) {
  if (r.crossedOut) return el("div", { class: "wrow", "aria-label": "crossed out" }, ...Array.from({ length: n }, () => el("span", { class: "wl x" }, "✕")));
  if (!r.word) return el("div", { class: "wrow" }, el("span", {}, `${r.greens} green, ${r.yellows} yellow`));
  const cells = [...r.word].map((c, i) => el("span", { class: `wl ${markClass[r.pattern[i]]}`, "aria-label": `${c} ${markWord[r.pattern[i]]}` }, c));
  return el("div", { class: "wrow", role: "group", "aria-label": `${r.word}: ${r.pattern}` }, ...cells);
}

function emptyRow(n) {
  return el("div", { class: "wrow", "aria-hidden": "true" }, ...Array.from({ length: n }, () => el("span", { class: "wl" }, "")));
}

function keyboard(keys, ui) {
  const kb = el("div", { class: "keyboard", role: "group", "aria-label": "keyboard" });
  const cls = { green: "G", yellow: "Y", grey: "x", unknown: "" };
  for (const line of ["QWERTYUIOP", "ASDFGHJKL", "⏎ZXCVBNM⌫"]) {
    const r = el("div", { class: "krow" });
    for (const k of line) {
      const label = k === "⏎" ? "enter" : k === "⌫" ? "delete" : `${k} ${keys[k] || "unknown"}`;
      const b = el("button", { type: "button", class: cls[keys[k]] || "", "aria-label": label, "data-key": k }, k);
      b.addEventListener("click", () => {
        if (k === "⏎") ui.submit(ui.input.value);
        else if (k === "⌫") ui.setMove(ui.input.value.slice(0, -1));
        else ui.setMove(ui.input.value + k);
      });
      r.append(b);
    }
    kb.append(r);
  }
  return kb;
}
