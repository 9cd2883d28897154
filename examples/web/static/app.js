// The tilekit web front end: a lobby and a game page. The page asks the
// server for its seat's view and draws it with the game's renderer
// (games/*.js); moves are typed in the game's notation or built by
// clicking, and sent back as text.
import { api } from "./api.js";
import { el, clear } from "./dom.js";

const renderers = {};
async function renderer(name) {
  if (!renderers[name]) {
    try {
      renderers[name] = await import(`./games/${name}.js`);
    } catch {
      renderers[name] = { render: renderJSON };
    }
  }
  return renderers[name];
}

function renderJSON(area, resp) {
  area.append(el("pre", { class: "mono" }, JSON.stringify(resp.view, null, 2)));
}

const app = document.getElementById("app");
let stopEvents = () => {};

async function route() {
  stopEvents();
  const m = location.hash.match(/^#\/game\/([0-9a-f]+)\/([0-9a-f]+)$/);
  if (m) {
    await gamePage(m[1], m[2]);
  } else {
    await lobby();
  }
}
window.addEventListener("hashchange", route);
route();

// ---- lobby ----

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
  app.append(cards);
}

function kindCard(k) {
  const id = (s) => `${k.name}-${s}`;
  const preset = el("select", { id: id("preset") }, ...k.presets.map((p) => el("option", { value: p }, p)));
  const players = el("select", { id: id("players") });
  for (let n = k.minPlayers; n <= Math.min(k.maxPlayers, 6); n++) players.append(el("option", { value: n }, String(n)));
  const humans = el("select", { id: id("humans") });
  const fillHumans = () => {
    clear(humans);
    for (let n = 1; n <= Number(players.value); n++) humans.append(el("option", { value: n }, String(n)));
  };
  players.addEventListener("change", fillHumans);
  fillHumans();
  const name = el("input", { type: "text", id: id("name"), value: "You", maxlength: "40", autocomplete: "nickname" });
  const seed = el("input", { type: "text", id: id("seed"), value: String(Math.floor(Math.random() * 1e6)), inputmode: "numeric" });
  const out = el("div", { class: "links", "aria-live": "polite" });
  const start = el("button", { type: "submit" }, "Start " + k.title);
  const form = el("form", { class: "card", "data-game": k.name },
    el("h2", {}, k.title), el("p", {}, k.about),
    el("label", { for: id("name") }, "Your name"), name,
    el("div", { class: "row" },
      el("div", {}, el("label", { for: id("players") }, "Players"), players),
      el("div", {}, el("label", { for: id("humans") }, "People"), humans),
      el("div", {}, el("label", { for: id("preset") }, "Rules"), preset)),
    el("label", { for: id("seed") }, "Seed"), seed,
    el("p", {}), start, out);
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    clear(out);
    const n = Number(players.value), h = Number(humans.value);
    const bots = ["Ada", "Bob", "Cleo", "Dev", "Eve", "Finn", "Gus"];
    const seats = [];
    for (let i = 0; i < n; i++) {
      seats.push(i < h ? { name: i === 0 ? name.value : `Friend ${i}`, bot: false } : { name: bots[i % bots.length] + " (bot)", bot: true });
    }
    try {
      const res = await api("POST", "/api/games", { game: k.name, preset: preset.value, seed: Number(seed.value) || 0, seats });
      const mine = res.seats[0];
      if (h > 1) {
        out.append(el("p", {}, "Send each friend their link:"));
        for (const s of res.seats.slice(1)) {
          if (s.bot) continue;
          const url = `${location.origin}/#/game/${res.id}/${s.token}`;
          out.append(el("label", { for: `link-${s.seat}` }, s.name), el("input", { type: "text", readonly: "", id: `link-${s.seat}`, value: url }));
        }
        out.append(el("p", {}, el("a", { href: `#/game/${res.id}/${mine.token}` }, "Go to your seat")));
      } else {
        location.hash = `#/game/${res.id}/${mine.token}`;
      }
    } catch (e) {
      out.append(el("p", { class: "error", role: "alert" }, e.message));
    }
  });
  return form;
}

// ---- game page ----

async function gamePage(id, token) {
  clear(app);
  const base = `/api/games/${id}`;
  const q = `?token=${token}`;
  const title = el("h1", {}, "…");
  const area = el("div", { class: "game-area" });
  const input = el("input", { type: "text", id: "move", autocomplete: "off", spellcheck: "false", "aria-describedby": "move-help" });
  const previewOut = el("p", { class: "preview", id: "preview", "aria-live": "polite" });
  const errorOut = el("div", { id: "error", "aria-live": "assertive" });
  const hintOut = el("div", { id: "hints" });
  const playBtn = el("button", { type: "submit", id: "play" }, "Play");
  const previewBtn = el("button", { type: "button", class: "secondary", id: "preview-btn" }, "Preview score");
  const hintBtn = el("button", { type: "button", class: "secondary", id: "hint-btn" }, "Hint");
  const helpText = el("p", { class: "notice", id: "move-help" });
  const form = el("form", { class: "panel", id: "move-form" },
    el("label", { for: "move" }, "Your move"), el("div", { class: "row" }, input, playBtn, previewBtn, hintBtn),
    helpText, previewOut, errorOut, hintOut);
  const seatsList = el("ul", { class: "seats" });
  const history = el("ol", { class: "history", id: "history" });
  const resultOut = el("div", { id: "result", "aria-live": "polite" });
  const record = el("p", {});
  app.append(title, el("div", { class: "layout" },
    el("div", {}, area, form, resultOut),
    el("aside", {},
      el("section", { class: "panel" }, el("h2", {}, "Players"), seatsList),
      el("section", { class: "panel" }, el("h2", {}, "Moves"), history, record))));

  let resp = null;
  let rend = null;
  let inputHook = null; // the current renderer's reaction to typing
  const ui = {
    onInput(fn) { inputHook = fn; },
    input,
    setMove(text) { input.value = text; input.dispatchEvent(new Event("input")); },
    async submit(text) { input.value = text; await play(); },
    preview: () => preview(),
    get resp() { return resp; },
  };

  function showError(msg) {
    clear(errorOut);
    if (msg) errorOut.append(el("p", { class: "error", role: "alert" }, msg));
  }

  async function refresh(force) {
    let next;
    try {
      next = await api("GET", base + q);
    } catch (e) {
      showError(e.message);
      return;
    }
    if (!force && resp && next.version === resp.version) return;
    resp = next;
    rend = await renderer(resp.game);
    draw();
  }

  function draw() {
    document.title = `${resp.title} — tilekit`;
    title.textContent = resp.title;
    helpText.textContent = resp.help;
    clear(area);
    inputHook = null;
    rend.render(area, resp, ui);
    clear(seatsList);
    for (const s of resp.seats) {
      const li = el("li", {}, s.name + (s.seat === resp.seat ? " (you)" : ""));
      if (resp.toMove.includes(s.seat)) li.classList.add("turn");
      seatsList.append(li);
    }
    clear(history);
    resp.history.forEach((m, i) => history.append(el("li", { class: i === resp.history.length - 1 ? "last" : "" }, m)));
    history.scrollTop = history.scrollHeight;
    clear(resultOut);
    if (resp.over) {
      resultOut.append(el("section", { class: "panel" }, el("h2", {}, "Game over"), el("pre", { class: "mono" }, resp.result)));
    }
    const myTurn = resp.toMove.includes(resp.seat);
    playBtn.disabled = !myTurn;
    hintBtn.disabled = !myTurn;
    clear(record);
    if (resp.game === "wordgame" || resp.over) {
      record.append(el("a", { href: `${base}/record${q}`, download: "" }, resp.game === "wordgame" ? "Download GCG" : "Download record"));
    }
  }

  async function play() {
    const text = input.value.trim();
    if (!text) return;
    try {
      const next = await api("POST", base + "/moves", { token, move: text });
      showError("");
      clear(previewOut);
      clear(hintOut);
      input.value = "";
      resp = next;
      draw();
    } catch (e) {
      showError(e.message); // the typed move stays in the box
    }
  }

  async function preview() {
    const text = input.value.trim();
    clear(previewOut);
    if (!text) return;
    try {
      const p = await api("POST", base + "/preview", { token, move: text });
      showError("");
      previewOut.textContent = p.total === 0 && p.parts.length === 0
        ? "A valid move."
        : `Scores ${p.total}` + (p.parts.length ? `: ${p.parts.join(", ")}` : "");
    } catch (e) {
      showError(e.message);
    }
  }

  form.addEventListener("submit", (ev) => { ev.preventDefault(); play(); });
  let previewTimer = 0;
  input.addEventListener("input", () => {
    if (inputHook) inputHook();
    clearTimeout(previewTimer);
    previewTimer = setTimeout(preview, 300);
  });
  previewBtn.addEventListener("click", preview);
  hintBtn.addEventListener("click", async () => {
    clear(hintOut);
    try {
      const hs = await api("GET", base + "/hints" + q);
      if (!hs.length) hintOut.append(el("p", { class: "notice" }, "No move found."));
      const list = el("ul", {});
      for (const h of hs) {
        const b = el("button", { type: "button", class: "secondary" }, `${h.move}  +${h.score}`);
        b.addEventListener("click", () => ui.setMove(h.move));
        list.append(el("li", {}, b, h.words.length ? " " + h.words.join(", ") : "", h.note ? ` (${h.note})` : ""));
      }
      hintOut.append(list);
    } catch (e) {
      showError(e.message);
    }
  });

  await refresh(true);
  // Other seats' moves arrive as server-sent events; polling is the fallback.
  if (window.EventSource) {
    const es = new EventSource(`${base}/events${q}`);
    es.addEventListener("update", () => refresh(false));
    stopEvents = () => es.close();
  } else {
    const t = setInterval(() => refresh(false), 2000);
    stopEvents = () => clearInterval(t);
  }
  app.focus();
}
