// The tilekit web front end: a lobby and a game page, in plain modules
// with no build step. The game page asks the server for its seat's view
// (the seat's token is an HttpOnly cookie the server set) and draws it
// with the game's renderer (games/*.js). Renderers build moves on the
// board, by clicks and keys, into the move box, which also takes the
// game's notation typed by hand; the server checks and plays the move
// (once: each move names the version of the view it was made on), and
// each bot's answer arrives afterwards as a step of its own. The lobby
// lists this browser's games; a seat's link is claimed by the first
// browser to open it, and the host may replace it.
import { api } from "./api.js";
import { el, clear, focuser, plural, signed } from "./dom.js";

const renderers = {};
async function renderer(name) {
  if (!renderers[name]) {
    try {
      renderers[name] = await import(`./games/${name}.js`);
    } catch {
      renderers[name] = { render: (area, resp) => area.append(el("pre", { class: "mono" }, JSON.stringify(resp.view, null, 2))) };
    }
  }
  return renderers[name];
}

const app = document.getElementById("app");
let leave = () => {};

async function route() {
  leave();
  leave = () => {};
  let m;
  if ((m = location.hash.match(/^#\/(join|watch)\/([0-9a-f]{16})\/([0-9a-f]+)$/))) {
    // A seat's or a spectator's link: hand its token to the server, which
    // gives this browser the seat (a cookie), and drop it from the
    // address bar. A browser that already holds a seat at the game (the
    // host opening a friend's link) keeps its own, and the link stays
    // for the friend.
    try {
      await api("POST", `/api/games/${m[2]}/join`, undefined, m[3]);
      history.replaceState(null, "", `#/game/${m[2]}`);
      await gamePage(m[2]);
    } catch (e) {
      if (e.rule === "ErrSeated") {
        history.replaceState(null, "", `#/game/${m[2]}`);
        await gamePage(m[2], "This link is for another player: you already have a seat at this game, so it stays free for them.");
      } else {
        deadLink(e);
      }
    }
  } else if ((m = location.hash.match(/^#\/game\/([0-9a-f]{16})$/))) {
    await gamePage(m[1]);
  } else if (location.hash.startsWith("#/game/") || location.hash.startsWith("#/join/") || location.hash.startsWith("#/watch/")) {
    deadLink({ gone: true });
  } else {
    await lobby();
  }
}
window.addEventListener("hashchange", route);
route();

// deadLink is the page for a game that is gone or a link with no seat.
function deadLink(e) {
  document.title = "Game not found — tilekit";
  clear(app);
  const noSeat = e.status === 403 && !e.gone;
  app.append(el("section", { class: "dead", id: "dead-link" },
    el("h1", {}, e.rule === "ErrClaimed" ? "This link was opened in another browser" : noSeat ? "This link has no seat" : "Game not found"),
    el("p", {}, e.rule === "ErrClaimed"
      ? "A seat's link works in one browser only, the first to open it. Ask the player who started the game for a new link."
      : noSeat
      ? "This browser has no seat at this game (or its link was replaced by a new one). Ask the player who started it for your link again."
      : e.status >= 500
        ? `This game is not here: the server cannot read it back (${e.message}).`
        : "This game is not here: it does not exist, or it has expired after a long time without moves."),
    el("p", {}, el("a", { href: "#/", class: "button" }, "Start a new game"))));
}

// ---- lobby ----

const botNames = ["Bob", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal"];
const levelWords = { easy: "Easy", medium: "Medium", hard: "Hard", expert: "Expert" };

async function lobby() {
  document.title = "tilekit";
  clear(app);
  app.append(el("h1", {}, "Play a game"));
  let kinds;
  try {
    kinds = await api("GET", "/api/kinds");
  } catch (e) {
    app.append(el("p", { class: "error", role: "alert" }, e.message));
    return;
  }
  const cards = el("div", { class: "cards" });
  for (const k of kinds) cards.append(kindCard(k));
  const mine = el("section", { id: "your-games", class: "your-games", hidden: true });
  app.append(mine, cards);
  yourGames(mine);
}

// yourGames lists the games this browser has a seat at, unfinished
// first, each with a link and, while it is not over, a way to resign.
async function yourGames(box) {
  let list;
  try {
    list = (await api("GET", "/api/games")).games || [];
  } catch {
    return; // a server without the list: the lobby works without it
  }
  clear(box);
  box.hidden = !list.length;
  if (!list.length) return;
  const ul = el("ul", {});
  for (const g of list) {
    const state = g.over ? "finished" : g.yourTurn ? "your move" : "waiting for the others";
    const li = el("li", { class: g.yourTurn && !g.over ? "turn" : "", "data-id": g.id },
      el("a", { href: `#/game/${g.id}` }, g.title), ` · ${g.preset || "default"} · ${state}`);
    if (!g.over) {
      const b = el("button", { type: "button", class: "secondary small" }, "Resign");
      b.setAttribute("aria-label", `Resign ${g.title}`);
      b.addEventListener("click", async () => {
        if (!confirm(`Resign this game of ${g.title}?`)) return;
        b.disabled = true;
        try {
          await api("POST", `/api/games/${g.id}/resign`);
        } catch (e) {
          li.append(el("span", { class: "error", role: "alert" }, e.message));
        }
        yourGames(box);
      });
      li.append(" ", b);
    }
    ul.append(li);
  }
  box.append(el("h2", {}, "Your games"), ul);
}

function kindCard(k) {
  const id = (s) => `${k.name}-${s}`;
  const about = el("p", { class: "preset-about", id: id("about") });
  const preset = el("select", { id: id("preset"), "aria-describedby": id("about") },
    ...k.presets.map((p) => el("option", { value: p.name, selected: p.name === k.preset }, p.name)));
  const showAbout = () => { about.textContent = (k.presets.find((p) => p.name === preset.value) || {}).about || ""; };
  preset.addEventListener("change", showAbout);
  showAbout();
  const name = el("input", { type: "text", id: id("name"), value: localStorage.getItem("tilekit-name") || "", placeholder: "Guest", maxlength: "40", autocomplete: "nickname" });
  const level = el("select", { id: id("level") }, ...k.levels.map((l) => el("option", { value: l, selected: l === "medium" }, levelWords[l] || l)));
  const players = el("select", { id: id("players") });
  const people = el("select", { id: id("people") });
  const fillPeople = () => {
    const was = Number(people.value) || 1;
    clear(people);
    for (let n = 1; n <= Number(players.value); n++) people.append(el("option", { value: n, selected: n === Math.min(was, Number(players.value)) }, String(n)));
    if (opponent) opponent.hidden = Number(people.value) >= Number(players.value);
  };
  // The seat counts are the chosen rules' own (a solo preset takes one
  // player), the default two where the rules allow two.
  const fillPlayers = () => {
    const p = k.presets.find((x) => x.name === preset.value) || k;
    const lo = p.minPlayers || k.minPlayers, hi = Math.min(p.maxPlayers || k.maxPlayers, 6);
    const was = Number(players.value) || (p.name === k.preset ? k.players : 2);
    clear(players);
    for (let n = lo; n <= hi; n++) players.append(el("option", { value: n, selected: n === Math.min(hi, Math.max(lo, was)) }, String(n)));
    fillPeople();
  };
  players.addEventListener("change", fillPeople);
  people.addEventListener("change", fillPeople);
  preset.addEventListener("change", fillPlayers);
  const useSeed = el("input", { type: "checkbox", id: id("use-seed") });
  const seed = el("input", { type: "text", id: id("seed"), inputmode: "numeric", hidden: true, "aria-label": "seed" });
  useSeed.addEventListener("change", () => { seed.hidden = !useSeed.checked; if (useSeed.checked) seed.focus(); });
  const out = el("div", { class: "links", "aria-live": "polite" });
  const start = el("button", { type: "submit" }, "Start");
  const opponent = k.bots
    ? el("div", {}, el("label", { for: id("level") }, "Against Bob, a bot at level"), level)
    : null;
  fillPlayers();
  const form = el("form", { class: "card", "data-game": k.name },
    el("h2", {}, k.title), el("p", {}, k.about),
    el("label", { for: id("name") }, "Your name"), name,
    el("label", { for: id("preset") }, "Rules"), preset, about,
    opponent,
    el("details", { class: "more" }, el("summary", {}, "More options"),
      el("div", { class: "row" },
        el("div", {}, el("label", { for: id("players") }, "Players"), players),
        el("div", {}, el("label", { for: id("people") }, "People"), people)),
      el("p", { class: "notice" }, "The other seats are bots. Each extra person gets a link to send."),
      el("label", { for: id("use-seed"), class: "check" }, useSeed, " Deal from a seed (the same seed deals the same game)"), seed),
    el("div", { class: "row start" }, start), out);
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    clear(out);
    if (name.value.trim()) localStorage.setItem("tilekit-name", name.value.trim());
    const n = Number(players.value), h = Number(people.value);
    const seats = [];
    for (let i = 0; i < n; i++) {
      if (i < h) seats.push({ name: i === 0 ? name.value.trim() || "Guest" : `Friend ${i}`, bot: false });
      else seats.push({ name: botNames[(i - h) % botNames.length], bot: true, level: level.value });
    }
    start.disabled = true;
    try {
      const body = { game: k.name, preset: preset.value, seats };
      if (useSeed.checked && seed.value.trim()) body.seed = Number(seed.value) || 0;
      const res = await api("POST", "/api/games", body);
      const friends = res.seats.filter((s) => !s.bot && s.seat !== res.seat);
      if (friends.length) {
        out.append(el("p", {}, "Send each friend their link:"));
        for (const s of friends) {
          const url = `${location.origin}/#/join/${res.id}/${s.token}`;
          out.append(el("label", { for: `link-${k.name}-${s.seat}` }, s.name), el("input", { type: "text", readonly: "", id: `link-${k.name}-${s.seat}`, value: url }));
        }
        out.append(el("p", {}, el("a", { href: `#/game/${res.id}`, class: "button" }, "Go to your seat")));
      } else {
        location.hash = `#/game/${res.id}`;
      }
    } catch (e) {
      out.append(el("p", { class: "error", role: "alert" }, e.message));
    } finally {
      start.disabled = false;
    }
  });
  return form;
}

// ---- game page ----

const units = { wordoku: "token", wordle: "point" };

// who names a seat for the player at me: "You" for their own.
function who(resp, seat) {
  if (seat === resp.seat) return "You";
  const s = resp.seats[seat];
  return s ? s.name : "The table";
}

// seatOfText reads the seat number that starts a move's text ("1 timeup"),
// or returns -1.
function seatOfText(move) {
  const m = /^(\d+)\s/.exec(move || "");
  return m ? Number(m[1]) : -1;
}

// clockLine says a move the table's clock made: a Wordle row whose time
// ran out, a round the clock ended.
function clockLine(resp, e) {
  const m = e.move || "";
  const p = seatOfText(m);
  const verb = m.replace(/^\d+\s+/, "");
  if (/^timeup\b/.test(verb)) {
    const name = p >= 0 ? who(resp, p) : "A player";
    return `The clock: ${name} ran out of time for ${name === "You" ? "your" : "their"} row`;
  }
  const round = /^endround\s+(\d+)/.exec(verb);
  if (round) return `The clock ended round ${round[1]}`;
  return verb ? `The clock: ${verb}` : "The clock moved on";
}

// moveWords says a move in words for the move list and the step line:
// the renderer's words when it has them ("BEET at 8H"), else the move's
// text with the seat number and long grids left out.
function moveWords(resp, e, rend) {
  const said = rend && rend.describe ? rend.describe(resp, e) : "";
  return said || shortMove(e.move);
}

// pointsSaid says what a move earned: "for 20 points", or for a game the
// fewest points win, "(+4 points)".
function pointsSaid(resp, n) {
  if (!n) return "";
  const unit = units[resp.game] || "point";
  return resp.outcome.lowerWins ? ` (${signed(n)} ${unit}${Math.abs(n) === 1 ? "" : "s"})` : ` for ${plural(n, unit)}`;
}

// ownPoints is what move e scored by itself, without what the end of the
// game counted with it (the racks left, for the crossword game).
function ownPoints(resp, e, rend) {
  const ending = resp.over && e === resp.log[resp.log.length - 1];
  return e.seat >= 0 && rend && rend.ownPoints ? rend.ownPoints(resp, e, ending) : e.points;
}

// stepLine says a move in a sentence: "Bob played BEET at 8H for 20 points".
export function stepLine(resp, e, rend) {
  if (e.seat < 0) return clockLine(resp, e);
  const name = who(resp, e.seat);
  const their = name === "You" ? "your" : "their";
  const raw = shortMove(e.move);
  const pts = pointsSaid(resp, ownPoints(resp, e, rend));
  if (raw === "-" || raw === "pass") return `${name} passed`;
  if (raw === "finish") return `${name} finished the round${pts}`;
  if (raw === "giveup") return `${name} gave up the round${pts}`;
  if (raw === "resign") return `${name} resigned`;
  // A Wordle guess, its word hidden from the other players until the
  // round ends ("1 guess").
  if (/^guess\b/.test(raw)) return raw.length > 6 ? `${name} guessed ${raw.slice(6)}${pts}` : `${name} guessed a word${pts}`;
  if (/^secret\b/.test(raw)) return `${name} chose the secret${raw.length > 7 ? " " + raw.slice(7) : ""}`;
  if (raw === "rearranged") return `${name} rearranged ${their} grid${pts}`;
  // Exchanges: the crossword game's "-3" (hidden) or "-QU", and a
  // Sumoku "swap R3".
  if (/^-\d+$/.test(raw)) return `${name} exchanged ${plural(Number(raw.slice(1)), "tile")}`;
  if (/^-[A-Za-z?]+$/.test(raw)) return `${name} exchanged ${raw.slice(1)}`;
  if (/^swap /.test(raw)) return `${name} swapped ${raw.slice(5)}${pts}`;
  if (/^wild /.test(raw)) return `${name} made a tile wild${pts}`;
  if (/^\d\d \d\d$/.test(raw)) return `${name} exchanged two tiles${pts}`;
  return `${name} played ${moveWords(resp, e, rend)}${pts}`;
}

// logWords says a move for the move list: the words or tiles it laid, a
// hidden guess, a pass.
function logWords(resp, e, rend) {
  if (e.seat < 0) return clockLine(resp, e).replace(/^The clock:? /, "");
  const raw = shortMove(e.move);
  if (raw === "-" || raw === "pass") return "pass";
  if (/^guess$/.test(raw)) return "guessed";
  if (/^guess /.test(raw)) return `guessed ${raw.slice(6)}`;
  if (raw === "giveup") return "gave up";
  if (raw === "finish") return "finished";
  if (/^\d\d \d\d$/.test(raw)) return "exchange";
  if (/^-\d+$/.test(raw)) return `exchanged ${plural(Number(raw.slice(1)), "tile")}`;
  if (/^-[A-Za-z?]+$/.test(raw)) return `exchanged ${raw.slice(1)}`;
  return moveWords(resp, e, rend);
}

// retryAfter reads an answer's Retry-After (seconds) into milliseconds,
// within [1 s, 60 s]; fallback when it has none.
function retryAfter(e, fallback) {
  const s = Number(e && e.retryAfter);
  return s > 0 ? Math.min(60000, Math.max(1000, s * 1000)) : fallback;
}

async function gamePage(id, note = "") {
  clear(app);
  const base = `/api/games/${id}`;
  const banner = el("div", { id: "banner", "aria-live": "polite" });
  const title = el("h1", {}, "…");
  const rulesLine = el("p", { class: "notice rules-line" });
  const conn = el("p", { id: "conn", class: "conn", role: "status", hidden: true });
  const noteOut = el("p", { class: "notice", id: "note" }, note);
  const status = el("p", { id: "status", class: "status", "aria-live": "polite" });
  const step = el("p", { id: "step", class: "step", "aria-live": "polite" });
  const area = el("div", { class: "game-area", tabindex: "-1" });
  const input = el("input", { type: "text", id: "move", autocomplete: "off", spellcheck: "false", autocapitalize: "characters", "aria-describedby": "move-help" });
  const previewOut = el("p", { class: "preview", id: "preview", "aria-live": "polite" });
  const errorOut = el("div", { id: "error", "aria-live": "assertive" });
  const hintOut = el("div", { id: "hints" });
  const playBtn = el("button", { type: "submit", id: "play" }, "Play");
  const clearBtn = el("button", { type: "button", class: "secondary", id: "clear-btn" }, "Clear");
  const hintBtn = el("button", { type: "button", class: "secondary", id: "hint-btn" }, "Hint");
  const helpText = el("pre", { class: "notice help", id: "move-help" });
  const form = el("form", { class: "panel", id: "move-form" },
    el("div", { class: "row" }, playBtn, clearBtn, hintBtn),
    previewOut, errorOut, hintOut,
    el("details", { class: "notation" }, el("summary", {}, "Type a move in notation"),
      el("label", { for: "move" }, "Your move"), input, helpText));
  const seatsList = el("ul", { class: "seats", id: "seats" });
  const log = el("ol", { class: "history", id: "history" });
  const extras = el("div", {});
  app.append(banner, title, rulesLine, noteOut, conn, status, step, el("div", { class: "layout" },
    el("div", { class: "main-col" }, area, form),
    el("aside", {},
      el("section", { class: "panel" }, el("h2", {}, "Players"), seatsList),
      el("section", { class: "panel" }, el("h2", {}, "Moves"), log),
      extras)));

  let resp = null;
  let rend = null;
  let keyHook = null;
  let clockTimer = 0;
  let shownLog = -1;
  let wasOver = null;
  let offline = ""; // why the server is not answering, while it is not
  let dead = false; // the game is not there: the page says so
  const state = {}; // the renderer's own state, kept across redraws
  // resigned says the page's seat has left the game (a bot plays it now).
  const resigned = () => !!(resp && resp.seats[resp.seat] && resp.seats[resp.seat].resigned);
  const ui = {
    input, state,
    get resp() { return resp; },
    get myTurn() { return !!resp && !offline && !resigned() && resp.toMove.includes(resp.seat); },
    onKey(fn) { keyHook = fn; },
    setMove(text) { input.value = text; changed(); },
    async submit(text) { input.value = text; return play(); },
    error: (msg) => showError(msg),
    redraw: () => draw(),
  };

  function showError(msg) {
    clear(errorOut);
    if (msg) errorOut.append(el("p", { class: "error", role: "alert" }, msg));
  }

  // setOffline shows (or, with "", hides) that the server is not
  // answering; the moves wait until it answers again.
  function setOffline(why) {
    if (why === offline) return;
    offline = why;
    showConn();
    if (resp) draw();
  }
  // streamNote says, while the server refuses the page its event stream,
  // that the page looks for new moves every few seconds instead.
  let streamNote = "";
  function showConn() {
    const text = offline || streamNote;
    conn.hidden = !text;
    conn.classList.toggle("down", !!offline);
    conn.textContent = text;
  }

  // show takes a view the server sent (the game's, or a move's answer)
  // unless the page already has it or a newer one.
  async function show(next) {
    if (resp && next.version < resp.version) return;
    if (resp && next.version === resp.version && !offline) return;
    resp = next;
    rend = await renderer(resp.game);
    draw();
  }

  async function refresh() {
    let next;
    try {
      next = await api("GET", base);
    } catch (e) {
      const busy = !e.status || e.status === 429 || e.status === 503;
      if (e.status === 404 || e.status === 403 || e.status === 410 || e.gone || (!resp && !busy)) {
        // No game to show: gone, never there, or not readable.
        dead = true;
        leave();
        deadLink(e);
        return false;
      }
      if (busy || e.status >= 500) {
        setOffline(e.status
          ? `The server is busy (${e.message}). Trying again…`
          : "The server is not answering. Trying again every few seconds…");
        return false;
      }
      showError(e.message);
      return false;
    }
    setOffline("");
    await show(next);
    return true;
  }

  function draw() {
    // Keep focus where it was (a cell, a button) across the redraw; a
    // focus the redraw took away goes to the game, never to the page.
    const active = document.activeElement;
    const focusKey = active && active.dataset ? active.dataset.key : null;
    const hadFocus = !active || active === document.body || app.contains(active);
    document.title = `${resp.title} — tilekit`;
    title.textContent = resp.title;
    helpText.textContent = resp.help;
    rulesLine.textContent = `Rules: ${resp.preset}` + (resp.presetAbout ? ` (${resp.presetAbout})` : "");
    drawBanner();
    drawStatus();
    drawStep();
    clear(area);
    keyHook = null;
    rend.render(area, resp, ui);
    drawSeats();
    drawLog();
    drawExtras();
    const myTurn = ui.myTurn;
    form.hidden = resp.over || resp.watching || resigned();
    playBtn.disabled = !myTurn || !input.value.trim();
    clearBtn.disabled = !input.value.trim();
    hintBtn.disabled = !myTurn;
    if (focusKey) focuser(app, `[data-key="${CSS.escape(focusKey)}"]`)();
    const now = document.activeElement;
    if (resp.over && wasOver === false) {
      // The game ended with this step: show the result, wherever the
      // player had scrolled to.
      const r = document.getElementById("result");
      r.focus({ preventScroll: true });
      r.scrollIntoView({ block: "start" });
    } else if (hadFocus && (!now || now === document.body || (!now.isConnected))) {
      focusGame();
    }
    wasOver = resp.over;
  }

  // focusGame puts the keyboard focus in the game: the renderer's choice
  // (its board), else its first control, else the game's area.
  function focusGame() {
    const targets = [rend.focusTarget && area.querySelector(rend.focusTarget(resp, ui)),
      area.querySelector('[tabindex="0"]:not(:disabled), button:not(:disabled)'), area];
    for (const t of targets) {
      if (t) t.focus({ preventScroll: true });
      if (t && document.activeElement === t) break;
    }
  }

  function drawBanner() {
    clear(banner);
    if (!resp.over) return;
    const o = resp.outcome;
    const winners = o.winners.map((p) => who(resp, p));
    const unit = units[resp.game] || "point";
    let head = "Nobody wins";
    if (resp.abandoned) {
      head = "Abandoned";
    } else if (resp.seats.length === 1) {
      // A game alone has no winner: say how it went.
      head = (rend.soloEnding && rend.soloEnding(resp)) || `You scored ${plural(o.scores[0] ?? 0, unit)}`;
    } else if (winners.length === 1) head = winners[0] === "You" ? "You win!" : `${winners[0]} wins`;
    else if (winners.length > 1) head = (winners.includes("You") ? "You share the win with " + winners.filter((w) => w !== "You").join(" and ") : winners.join(" and ") + " share the win");
    const why = resp.abandoned && resp.result ? resp.result : o.reason;
    const reason = why ? cap(inSecondPerson(resp, why)).replace(/\.$/, "") : "";
    const rows = o.scores.map((s, p) => el("li", { class: o.winners.includes(p) ? "won" : "" }, `${who(resp, p)}: ${plural(s, unit)}`));
    banner.append(el("section", { class: `banner ${o.winners.includes(resp.seat) && resp.seats.length > 1 ? "win" : ""}`, id: "result", role: "status", tabindex: "-1" },
      el("h2", {}, "Game over · " + head),
      reason ? el("p", {}, reason + (o.lowerWins && !/fewest/.test(o.reason) ? " (the fewest points wins)" : "") + ".") : null,
      el("ul", { class: "standing" }, rows),
      el("p", { class: "row" }, el("a", { href: "#/", class: "button" }, "New game"),
        resp.game !== "wordle" && !resp.watching ? el("a", { href: `${base}/record`, download: "", class: "button secondary" }, resp.game === "wordgame" ? "Download GCG" : "Download record") : null)));
  }

  function drawStatus() {
    clearInterval(clockTimer);
    if (resp.over) { status.textContent = ""; return; }
    if (offline) { status.textContent = "Waiting for the server"; return; }
    const movers = resp.toMove.filter((p) => p !== resp.seat).map((p) => who(resp, p));
    let text;
    if (resigned()) text = "You have resigned: a bot plays your seat";
    else if (resp.watching) text = resp.toMove.length ? `Watching · to move: ${resp.toMove.map((p) => who(resp, p)).join(", ")}` : "Watching";
    else if (ui.myTurn) text = movers.length ? `Your move (with ${movers.join(", ")})` : "Your move";
    else if (movers.length) text = `Waiting for ${movers.join(", ")}` + (resp.toMove.some((p) => resp.seats[p] && resp.seats[p].bot) ? " (a bot: it is thinking)" : "");
    else text = "Waiting for the round to end";
    status.textContent = text;
    if (resp.clock) {
      const ends = Date.now() + resp.clock.leftMs;
      const clock = el("span", { class: "clock", id: "clock" });
      status.append(" · ", clock);
      const tick = () => {
        const left = Math.max(0, Math.round((ends - Date.now()) / 1000));
        clock.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")} left`;
      };
      tick();
      clockTimer = setInterval(tick, 1000);
    }
  }

  function drawStep() {
    // The newest move by someone else, as a sentence; the renderers
    // highlight its tiles.
    const last = resp.log[resp.log.length - 1];
    if (!last || last.seat === resp.seat) {
      if (!last) step.textContent = "";
      else step.textContent = stepLine(resp, last, rend);
      step.classList.toggle("mine", !!last);
      return;
    }
    step.classList.remove("mine");
    step.textContent = stepLine(resp, last, rend);
    if (shownLog !== -1 && resp.log.length > shownLog) {
      step.classList.remove("flash");
      void step.offsetWidth;
      step.classList.add("flash");
    }
    shownLog = resp.log.length;
  }

  function drawSeats() {
    clear(seatsList);
    const unit = units[resp.game] || "point";
    resp.seats.forEach((s, p) => {
      const tag = (s.bot ? ` (${s.level} bot)` : p === resp.seat && s.name !== "You" ? " (you)" : "") + (s.resigned ? " (resigned)" : "");
      const li = el("li", {}, el("span", {}, s.name + tag), el("span", { class: "score" }, plural(resp.outcome.scores[p] ?? 0, unit)));
      if (resp.toMove.includes(p)) li.classList.add("turn");
      seatsList.append(li);
    });
  }

  // drawLog lists every move in words, with what it earned, and under a
  // move the changes it brought to other seats' scores (a Wordoku round's
  // tokens, the racks counted at the end of a crossword game).
  function drawLog() {
    clear(log);
    const lastN = resp.log.length - 1;
    resp.log.forEach((e, i) => {
      const ending = resp.over && i === lastN;
      const own = ownPoints(resp, e, rend);
      log.append(el("li", { class: i === lastN ? "last" : "" },
        el("span", { class: "n" }, `${e.n}.`),
        el("span", { class: "who" }, e.seat < 0 ? "Clock" : who(resp, e.seat)),
        el("span", { class: "mv", title: e.move }, logWords(resp, e, rend)),
        el("span", { class: "pts" }, own ? signed(own) : "")));
      (e.delta || []).forEach((d, p) => {
        const change = p === e.seat ? d - own : d;
        if (!change) return;
        const why = ending ? (resp.game === "wordgame" ? "tiles left at the end" : "at the end") : "as this move ended a round";
        log.append(el("li", { class: `adjust${i === lastN ? " last" : ""}` },
          el("span", { class: "n" }, ""),
          el("span", { class: "who" }, who(resp, p)),
          el("span", { class: "mv" }, why),
          el("span", { class: "pts" }, signed(change))));
      });
    });
    log.scrollTop = log.scrollHeight;
  }

  function drawExtras() {
    clear(extras);
    // The host sends each other person their seat's link, and may issue
    // a new one (the old one stops working, and whoever opened it loses
    // the seat).
    const others = resp.seats.map((s, p) => ({ ...s, p })).filter((s) => !s.bot && s.p !== resp.seat);
    if (resp.host && others.length && !resp.over) {
      const box = el("section", { class: "panel", id: "seat-links" }, el("h2", {}, "Seats"));
      for (const s of others) {
        const url = s.token ? `${location.origin}/#/join/${resp.id}/${s.token}` : "";
        const again = el("button", { type: "button", class: "secondary", "data-seat": s.p }, url ? "New link" : "Replace the link");
        again.addEventListener("click", async () => {
          if (s.claimed && !confirm(`${s.name} has opened their link. A new link takes the seat away from that browser. Go on?`)) return;
          again.disabled = true;
          try {
            await api("POST", `${base}/seats/${s.p}/link`);
            await refresh();
          } catch (e) {
            showError(e.message);
            again.disabled = false;
          }
        });
        box.append(el("div", {}, el("p", { class: "seat-link" }, el("strong", {}, s.name), s.resigned ? " · resigned" : s.claimed ? " · has joined" : " · has not opened the link yet"),
          url ? el("input", { type: "text", readonly: "", id: `seat-link-${s.p}`, "aria-label": `${s.name}'s link`, value: url }) : null,
          s.resigned ? null : el("div", { class: "row" }, again)));
      }
      extras.append(box);
    }
    if (!resp.over && !resp.watching && !resigned()) {
      const resign = el("button", { type: "button", class: "secondary", id: "resign" }, "Resign");
      resign.addEventListener("click", async () => {
        if (!confirm("Resign this game? A bot takes your seat, or the game ends.")) return;
        resign.disabled = true;
        try {
          await show(await api("POST", `${base}/resign`));
        } catch (e) {
          showError(e.message);
          resign.disabled = false;
        }
      });
      extras.append(el("section", { class: "panel" }, el("h2", {}, "Leave"), resign));
    }
    if (resp.watch) {
      const url = `${location.origin}/#/watch/${resp.id}/${resp.watch}`;
      extras.append(el("section", { class: "panel" }, el("h2", {}, "Spectators"),
        el("label", { for: "watch-link" }, "Anyone with this link can watch (no racks or secrets)"),
        el("input", { type: "text", readonly: "", id: "watch-link", value: url })));
    }
  }

  async function play() {
    const text = input.value.trim();
    if (!text || offline) return false;
    playBtn.disabled = true;
    try {
      // The version says which view the move was made on: the server
      // plays it once, and refuses it (409, with the game as it is now)
      // when the game has moved on since.
      const next = await api("POST", base + "/moves", { move: text, version: resp.version });
      showError("");
      clear(previewOut);
      clear(hintOut);
      input.value = "";
      for (const k of Object.keys(state)) if (k !== "keep") delete state[k];
      await show(next);
      return true;
    } catch (e) {
      if (e.gone) { leave(); deadLink(e); return false; }
      if (e.status === 409 && e.data && e.data.view !== undefined) {
        // A stale move: show the game as it is, the move not played.
        input.value = "";
        for (const k of Object.keys(state)) if (k !== "keep") delete state[k];
        const { error: msg, rule: _, ...view } = e.data;
        resp = null;
        await show(view);
        clear(hintOut);
        showError(`${cap(msg || "the game has moved on since this move was made").replace(/\.?$/, ".")} Your move was not played.`);
        return false;
      }
      if (e.status === 403) { leave(); deadLink(e); return false; }
      if (!e.status) {
        setOffline("The server is not answering, so the move was not played: it stays built. Trying again every few seconds…");
        return false;
      }
      showError(e.message); // the move stays built
      if (rend && rend.refused) rend.refused(ui);
      draw();
      return false;
    }
  }

  let previewTimer = 0;
  let previewSeq = 0;
  // previewable says whether the text is worth asking the server about:
  // a renderer may hold back partial moves (a Wordle word not yet full).
  const previewable = (text) => ui.myTurn && text && (!rend.previewable || rend.previewable(text, resp));
  function changed() {
    clear(previewOut);
    showError("");
    draw();
    clearTimeout(previewTimer);
    if (previewable(input.value.trim())) previewTimer = setTimeout(preview, 250);
  }

  async function preview() {
    const text = input.value.trim();
    if (!previewable(text)) return;
    const seq = ++previewSeq;
    try {
      const p = await api("POST", base + "/preview", { move: text });
      if (seq !== previewSeq || input.value.trim() !== text) return;
      previewOut.textContent = p.total === 0 && p.parts.length === 0
        ? "A valid move."
        : `Scores ${p.total}` + (p.parts.length ? `: ${p.parts.join(", ")}` : "");
    } catch (e) {
      if (seq !== previewSeq) return;
      previewOut.textContent = "";
      if (e.status === 422) previewOut.append(el("span", { class: "bad" }, e.message));
    }
  }

  form.addEventListener("submit", (ev) => { ev.preventDefault(); play(); });
  input.addEventListener("input", () => {
    clearTimeout(previewTimer);
    playBtn.disabled = !ui.myTurn || !input.value.trim();
    clearBtn.disabled = !input.value.trim();
    previewTimer = setTimeout(() => { draw(); input.focus(); preview(); }, 250);
  });
  clearBtn.addEventListener("click", () => {
    for (const k of Object.keys(state)) if (k !== "keep") delete state[k];
    ui.setMove("");
  });
  // The Hint button stays enabled while it asks (a disabled button would
  // drop the keyboard focus to the page); a second press meanwhile waits.
  let asking = false;
  hintBtn.addEventListener("click", async () => {
    if (asking) return;
    asking = true;
    clear(hintOut);
    showError("");
    hintBtn.setAttribute("aria-busy", "true");
    try {
      const hs = await api("GET", base + "/hints");
      if (!hs.length) hintOut.append(el("p", { class: "notice" }, "No move found: pass, or exchange where the rules allow."));
      const list = el("ul", { class: "hint-list" });
      for (const h of hs) {
        const label = rend.hintLabel ? rend.hintLabel(h, resp) : h.move;
        const b = el("button", { type: "button", class: "secondary hint" }, `${label}  ${signed(h.score)}`);
        b.addEventListener("click", () => {
          for (const k of Object.keys(state)) if (k !== "keep") delete state[k];
          ui.setMove(h.move);
        });
        list.append(el("li", {}, b, h.words.length ? " " + h.words.join(", ") : "", h.note ? ` (${h.note})` : ""));
      }
      hintOut.append(list);
    } catch (e) {
      if (!e.status) setOffline("The server is not answering. Trying again every few seconds…");
      else showError(e.message);
    } finally {
      asking = false;
      hintBtn.removeAttribute("aria-busy");
      hintBtn.disabled = !ui.myTurn;
    }
  });

  // Keys typed anywhere on the page (outside a text box) go to the game:
  // Wordle takes letters, boards take arrows and letters.
  const onKey = (ev) => {
    if (!resp || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const t = ev.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
    // Enter and Space on a button or a link press it, as everywhere.
    if (t && (ev.key === "Enter" || ev.key === " ") && t.closest && t.closest("button, a, summary")) return;
    if (keyHook && keyHook(ev)) {
      ev.preventDefault();
      // A key the game took, typed while a control outside it had the
      // focus (Hint, say), brings the focus to the game, so that the
      // Enter that follows plays the move instead of pressing Hint again.
      if (t && t !== document.body && !area.contains(t) && resp && !resp.over) focusGame();
    }
    else if (ev.key === "Enter" && (t === document.body || t === area) && input.value.trim() && ui.myTurn) { ev.preventDefault(); play(); }
  };
  document.addEventListener("keydown", onKey);

  // A server that does not answer yet is asked again until it does.
  while (!(await refresh())) {
    if (dead || !app.contains(conn)) { document.removeEventListener("keydown", onKey); return; }
    await new Promise((r) => setTimeout(r, 3000));
  }
  // Every step (a bot's move, the clock's) arrives as a server-sent
  // event. A stream that breaks or is refused is opened again after a
  // while (the server's Retry-After, when it says one), and the page
  // polls meanwhile, so that it never sits on a stale view unawares.
  let es = null, poll = 0, reopen = 0, closed = false, backoff = 2000;
  const startPolling = (ms) => {
    clearInterval(poll);
    poll = setInterval(async () => {
      if (await refresh() && !es && !reopen) openStream();
    }, ms);
  };
  const openStream = () => {
    if (closed) return;
    reopen = 0;
    if (!window.EventSource) { startPolling(2000); return; }
    es = new EventSource(`${base}/events`);
    es.addEventListener("open", () => {
      backoff = 2000;
      clearInterval(poll);
      poll = 0;
      streamNote = "";
      showConn();
      refresh(); // a step may have come while the stream was down
    });
    es.addEventListener("update", () => refresh());
    es.addEventListener("error", async () => {
      // The browser retries a broken stream by itself, but gives up on
      // one the server refused (429, 503): ask why, and try again later.
      startPolling(3000);
      const ok = await refresh();
      if (es && es.readyState === EventSource.CLOSED) {
        es.close();
        es = null;
        let wait = backoff;
        try {
          const r = await fetch(`${base}/events`, { method: "GET", headers: { Accept: "text/event-stream" }, signal: AbortSignal.timeout(3000) });
          wait = retryAfter({ retryAfter: r.headers.get("Retry-After") }, backoff);
          if (r.body) r.body.cancel().catch(() => {});
          if (ok && r.status !== 200) {
            streamNote = `Live updates are paused (${r.status === 429 ? "too many open pages here" : "the server is busy"}): the page checks for new moves every few seconds.`;
            showConn();
          }
        } catch {
          // Unreachable: the polling says so.
        }
        backoff = Math.min(30000, backoff * 2);
        if (!closed) reopen = setTimeout(openStream, wait);
      }
    });
  };
  openStream();
  leave = () => {
    closed = true;
    if (es) es.close();
    clearInterval(poll);
    clearTimeout(reopen);
    clearInterval(clockTimer);
    document.removeEventListener("keydown", onKey);
  };
}

// inSecondPerson says the outcome's reason to the player it names:
// "Guest went out" becomes "You went out" for Guest.
function inSecondPerson(resp, reason) {
  const me = resp.seats[resp.seat];
  if (!me || resp.watching || !me.name || resp.seats.filter((s) => s.name === me.name).length > 1) return reason;
  const re = new RegExp(`^${me.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
  return reason.replace(re, "You");
}

// shortMove clips a long move (a whole Wordoku grid) for the move list.
function shortMove(m) {
  m = m.replace(/^\d+ /, "");
  if (/^arrange\b/.test(m)) return "rearranged";
  return m.length > 40 ? m.slice(0, 39) + "…" : m;
}

function cap(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
