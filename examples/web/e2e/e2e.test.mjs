// End-to-end tests of the web front end in a real headless Chromium
// (Debian's /usr/bin/chromium, or $CHROMIUM), driven by playwright-core
// with no browser download.
//
// The test builds the server, starts it on a free loopback port with a
// fresh data directory, and plays each of the five games to its end
// through the pages as a person would: clicks and keys only, turn about
// at phone width (375x740) and desktop width (1280x800), checking after
// every step that the page does not scroll sideways and that the focus
// stays in the game. In the middle of each game it kills the server with
// SIGKILL, checks that the page says the server is down (and comes back
// by itself when it is up again), reloads the page and finishes the
// game. Two people in separate browsers check the seat links, a stale
// move, a refused event stream, the list of your games and resigning.
// Screenshots of every game at phone and desktop width go to
// $SCREENSHOTS (default: screenshots/ beside this file); a focused run
// takes node's --test-name-pattern, as in
//
//	node --test --test-name-pattern=wordle e2e.test.mjs
//
//	cd examples/web/e2e && npm ci && npm test
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const shots = process.env.SCREENSHOTS || path.join(here, "screenshots");
mkdirSync(shots, { recursive: true });

const work = mkdtempSync(path.join(tmpdir(), "tilekit-web-"));
const bin = path.join(work, "web");
const data = path.join(work, "data");
let server, base, browser;
let serverLog = ""; // the server's stderr, across restarts
const started = Date.now();

// startServer runs the server on addr with the test's data directory and
// resolves to its base URL.
function startServer(addr) {
  server = spawn(bin, ["-addr", addr, "-data", data, "-botdelay", "250ms"], { stdio: ["ignore", "ignore", "pipe"] });
  const proc = server;
  return new Promise((resolve, reject) => {
    let err = "";
    proc.stderr.on("data", (d) => {
      err += d;
      serverLog += d;
      const m = err.match(/open (http:\/\/[0-9.:]+)/);
      if (m) resolve(m[1]);
    });
    proc.on("exit", (code, sig) => reject(new Error(`server exited (${code ?? sig}): ${err}`)));
  });
}

// restart kills the server outright (no shutdown: the games must already
// be on disk) and starts it again on the same port and data directory;
// while it is down, it awaits down().
async function restart(down = async () => {}) {
  const old = server;
  const gone = new Promise((resolve) => old.on("exit", resolve));
  old.kill("SIGKILL");
  await gone;
  await down();
  for (let i = 0; ; i++) {
    try {
      base = await startServer(base.replace("http://", ""));
      return;
    } catch (e) {
      if (i === 20) throw e;
      await new Promise((r) => setTimeout(r, 100)); // the port may need a moment
    }
  }
}

before(async () => {
  execFileSync("go", ["build", "-o", bin, "./examples/web"], { cwd: root, stdio: "inherit" });
  base = await startServer("127.0.0.1:0");
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});

after(async () => {
  await browser?.close();
  server?.kill();
  rmSync(work, { recursive: true, force: true });
  console.log(`e2e: ${((Date.now() - started) / 1000).toFixed(1)} s in all; screenshots in ${shots}`);
});

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };

// shoot saves the page at phone and desktop width.
async function shoot(page, name) {
  for (const [label, size] of [["phone", phone], ["desktop", desktop]]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shots, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(phone);
}

// noSideways fails when the page scrolls sideways at its width (a board
// too wide for a phone), or shows a JavaScript nothing ("null",
// "undefined", "NaN") as text.
async function noSideways(page, when) {
  const { width } = page.viewportSize();
  const w = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(w <= width, `${when}: the page is ${w} px wide at ${width} px`);
  const boards = await page.evaluate(() => [...document.querySelectorAll(".board, .board-wrap")]
    .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > innerWidth).map((b) => b.className));
  assert.deepEqual(boards, [], `${when}: a board does not fit ${width} px`);
  const text = await page.evaluate(() => document.body.innerText);
  assert.doesNotMatch(text, /\b(null|undefined|NaN)\b/, `${when}: the page shows a JavaScript nothing`);
}

// tapTargets fails when a control of the game is smaller than 32 px. The
// squares of the crossword board and the Sumoku table are the exception:
// they shrink to fit a phone's width, and the arrow keys or a tap next to
// the wanted square reach each one.
async function tapTargets(page, when) {
  const small = await page.evaluate(() => [...document.querySelectorAll(".game-area button, .game-area .board:not(.wordgame):not(.sumoku) .cell, #move-form button")]
    .filter((b) => b.offsetParent !== null)
    .map((b) => b.getBoundingClientRect())
    .filter((r) => r.width < 31.5 || r.height < 31.5).length);
  assert.equal(small, 0, `${when}: ${small} controls smaller than 32 px`);
}

async function newPage() {
  const ctx = await browser.newContext({ viewport: phone });
  const page = await ctx.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // Refused moves and previews are 4xx answers, which the browser logs
  // as failed resources; that is the API working, not a page error. The
  // event stream breaks while the server is down.
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of 4\d\d|ERR_CONNECTION_REFUSED|EventSource|net::ERR/.test(m.text())) errors.push(m.text());
  });
  page.on("dialog", (d) => d.accept());
  return { page, errors };
}

// start opens a new page, deals game from the lobby's card with its
// defaults (two seats, the second a bot; seed, when given, in the
// lobby's seed box; preset and players, when given, chosen), waits until
// it is the person's move and saves the page as <game>-start (or shot).
async function start(game, seed, { preset, players, shot = `${game}-start` } = {}) {
  const { page, errors } = await newPage();
  await page.goto(base + "/");
  const card = page.locator(`form[data-game="${game}"]`);
  await card.waitFor();
  assert.equal(await card.locator("input[type=text][id$=-seed]").isVisible(), false, "the lobby shows a seed box unasked");
  if (preset) await card.locator("select[id$=-preset]").selectOption(preset);
  if (players) {
    await card.locator("summary").click();
    await card.locator("select[id$=-players]").selectOption(String(players));
  }
  if (seed !== undefined) {
    if (!players) await card.locator("summary").click();
    await card.locator("input[type=checkbox][id$=-use-seed]").check();
    await card.locator("input[type=text][id$=-seed]").fill(String(seed));
  }
  await card.locator("button[type=submit]").click();
  await page.waitForURL(/#\/game\/[0-9a-f]{16}$/);
  await page.locator(".game-area > *").first().waitFor();
  await settle(page);
  await shoot(page, shot);
  return { page, errors };
}

// BOB_MOVED is the step line after any move of the bot: a placement with
// its points, an exchange, or a pass.
const BOB_MOVED = /^Bob (played .+ for \d+ points?|exchanged .+|swapped .+|passed)$/;

// shows says what the page shows, for a failed wait's message.
async function shows(page) {
  const seen = await page.evaluate(() => ({
    step: document.querySelector("#step")?.textContent,
    status: document.querySelector("#status")?.textContent,
    conn: document.querySelector("#conn")?.textContent,
    error: document.querySelector("#error")?.textContent,
    result: document.querySelector("#result")?.textContent,
    dead: document.querySelector("#dead-link")?.textContent,
    focus: document.activeElement && (document.activeElement.id || document.activeElement.className || document.activeElement.tagName),
    history: [...document.querySelectorAll("#history li")].map((li) => li.textContent),
  }));
  return `the page shows ${JSON.stringify(seen)}\nthe server's log ends: ${serverLog.slice(-2000)}`;
}

// waitFor waits until fn (run in the page with arg) is true; on a
// timeout it fails saying what it waited for and what the page shows.
async function waitFor(page, what, fn, arg, timeout = 30000) {
  try {
    await page.waitForFunction(fn, arg, { timeout });
  } catch (e) {
    e.message += `\nwaiting for ${what}; ${await shows(page)}`;
    throw e;
  }
}

// waitStep waits until the line that says the newest move matches re.
// On a timeout it fails with what the page and the server showed: the
// seeds replay each deal, but not the timing of bots, clocks and restarts.
async function waitStep(page, re) {
  await waitFor(page, `the step line to match ${re}`, (src) => new RegExp(src).test(document.querySelector("#step").textContent), re.source);
}

const logLength = (page) => page.locator("#history li").count();

// settle waits until it is the person's move again, or the game is over.
async function settle(page) {
  await waitFor(page, "the person's move or the end", () => document.querySelector("#result") ||
    (document.querySelector("#hint-btn") && !document.querySelector("#hint-btn").disabled && !document.querySelector("#move-form").hidden),
  null, 120000);
}

// focusKept fails when the keyboard focus has fallen to the page's body
// (or nowhere): after a move it stays in the game.
async function focusKept(page, when) {
  const at = await page.evaluate(() => {
    const a = document.activeElement;
    return !a || a === document.body ? "body" : "";
  });
  assert.equal(at, "", `${when}: the focus fell to the page's body; ${await shows(page)}`);
}

// inView fails unless the end banner is on the screen as the game ends,
// wherever the page was scrolled to.
async function bannerInView(page, name) {
  const { top, bottom, h } = await page.evaluate(() => {
    const r = document.querySelector("#result").getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, h: innerHeight };
  });
  assert.ok(top >= -1 && top < h - 40, `${name}: the end banner is at ${top}-${bottom} px, out of a ${h} px window`);
}

const over = async (page) => (await page.locator("#result").count()) > 0;

// playHint asks for hints and plays the first with clicks, or passes when
// there is none. It returns false when neither is possible.
async function playHint(page) {
  const before = await logLength(page);
  await page.locator("#hint-btn").click();
  await page.waitForFunction(() => document.querySelector("#hints li, #hints p, #error .error"));
  const first = page.locator("#hints li button").first();
  assert.equal(await page.locator("#error .error").count(), 0, `the hint was refused; ${await shows(page)}`);
  if (await first.count()) {
    await first.click();
    await page.locator("#play:not([disabled])").click();
  } else if (await page.locator("#pass:not([disabled])").count()) {
    await page.locator("#pass").click();
  } else {
    return false;
  }
  await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n || document.querySelector("#error .error"), before);
  const err = await page.locator("#error .error").count();
  assert.equal(err, 0, `a hinted move was refused: ${err && (await page.locator("#error").textContent())}`);
  return true;
}

// finish plays hints until the game is over, turn about at phone and
// desktop width, checking the page after every step; at move killAt it
// restarts the server. The window's size when the game ended is left
// for ending to check the banner at.
async function finish(page, name, { killAt = 4, maxTurns = 200, turn = playHint } = {}) {
  for (let i = 0; !(await over(page)); i++) {
    assert.ok(i < maxTurns, `${name} does not end`);
    await page.setViewportSize(i % 2 ? desktop : phone);
    if (i === killAt) await killAndReload(page, name);
    if (await over(page)) break;
    assert.ok(await turn(page, i), `${name}: no move to play at turn ${i}`);
    await noSideways(page, `${name} turn ${i}`);
    await settle(page);
    await noSideways(page, `${name} after the bots, turn ${i}`);
    if (!(await over(page))) await focusKept(page, `${name} turn ${i}`);
  }
}

// playToEnd plays the game to its end with finish and checks the end
// with ending.
async function playToEnd(page, name, errors, opts) {
  await finish(page, name, opts);
  await ending(page, name, errors);
}

// killAndReload kills the server mid-game: the page must say that the
// server is not answering (not that a bot is thinking), and come back by
// itself once the server is up again. Then it reloads the page: the game
// must be there, every move kept.
async function killAndReload(page, name) {
  const moves = await logLength(page);
  await shoot(page, `${name}-before-kill`);
  await restart(async () => {
    await waitFor(page, "the page to say the server is down", () => {
      const c = document.querySelector("#conn");
      return c && !c.hidden && /not answering/.test(c.textContent);
    });
    assert.doesNotMatch(await page.locator("#status").textContent(), /thinking/, `${name}: a bot said to think while the server is down`);
    if (name === "wordgame") await shoot(page, "server-down");
  });
  await waitFor(page, "the page to find the server again", () => document.querySelector("#conn").hidden, null, 20000);
  await page.goto(page.url().replace(/^http:\/\/[^/]+/, base));
  await page.reload();
  await page.locator(".game-area > *").first().waitFor();
  await page.waitForFunction((n) => document.querySelectorAll("#history li").length >= n, moves);
  assert.ok((await logLength(page)) >= moves, `${name}: moves lost in the restart`);
  await settle(page);
}

// moveList reads the move list: each row's mover, words and points.
const moveList = (page) => page.locator("#history li").evaluateAll((ls) => ls.map((li) => ({
  who: li.querySelector(".who").textContent, mv: li.querySelector(".mv").textContent,
  pts: Number(li.querySelector(".pts").textContent || 0), adjust: li.classList.contains("adjust"),
})));

// ending checks the end of a game: the banner in view at the size the
// game ended at, then at the other; the move list in words, its points
// adding up to the standing (the end's rack adjustments listed).
async function ending(page, name, errors) {
  await page.locator("#result").waitFor();
  await bannerInView(page, name);
  assert.equal(await page.locator("#move-form").isVisible(), false, `${name}: the move form stays after the end`);
  const banner = await page.locator("#result").textContent();
  assert.match(banner, /Game over/);
  assert.doesNotMatch(banner, /You wins|\b1 (points|tokens)\b|null|undefined/);
  const clipped = await page.evaluate(() => [...document.querySelectorAll("#history .n")].filter((n) => n.scrollWidth > n.clientWidth).length);
  assert.equal(clipped, 0, `${name}: move numbers are clipped`);
  const moves = await moveList(page);
  for (const m of moves) {
    assert.doesNotMatch(m.mv, /\d\d=|^\d+[A-O] |^[A-O]\d+ [A-Za-z.]+$|^\d+ |-?\d+,-?\d+=/, `${name}: the move list shows a move's raw notation: ${JSON.stringify(m)}`);
    assert.notEqual(m.who, "You timeup");
  }
  const sums = new Map();
  for (const m of moves) sums.set(m.who, (sums.get(m.who) || 0) + m.pts);
  const standing = await page.locator("#result .standing li").evaluateAll((ls) => ls.map((li) => li.textContent));
  for (const line of standing) {
    const [, who, n] = /^(.+): (-?\d+) \w+$/.exec(line);
    assert.equal(sums.get(who) || 0, Number(n), `${name}: the move list's points for ${who} add up to ${sums.get(who) || 0}, the standing says ${n}: ${JSON.stringify(moves.slice(-4))}`);
  }
  const steps = await page.locator("#step").textContent();
  assert.doesNotMatch(steps, /played (guess|giveup|finish)\b/, `${name}: the step line says a move's keyword`);
  await noSideways(page, `${name} at the end`);
  await shoot(page, `${name}-over`);
  await page.setViewportSize(page.viewportSize().width === phone.width ? desktop : phone);
  await page.locator("#result").scrollIntoViewIfNeeded();
  await noSideways(page, `${name} at the end, at the other width`);
  await page.setViewportSize(phone);
  assert.deepEqual(errors, []);
}

test("lobby and a dead link", async () => {
  const { page, errors } = await newPage();
  await page.goto(base + "/");
  await page.locator("form[data-game]").first().waitFor();
  const games = await page.locator("form[data-game]").evaluateAll((fs) => fs.map((f) => f.dataset.game));
  for (const g of ["wordle", "wordgame", "quaddoku", "sumoku", "wordoku"]) assert.ok(games.includes(g), `lobby lacks ${g}: ${games}`);
  await noSideways(page, "the lobby");
  await shoot(page, "lobby");
  // The lobby's seat counts are the chosen rules' own: solo Sumoku is
  // for one player, and starts so.
  const sumoku = page.locator('form[data-game="sumoku"]');
  await sumoku.locator("select[id$=-preset]").selectOption("solo");
  assert.deepEqual(await sumoku.locator("select[id$=-players] option").allTextContents(), ["1"], "solo Sumoku offers other seat counts");
  await sumoku.locator("select[id$=-preset]").selectOption("standard");
  assert.equal(await sumoku.locator("select[id$=-players]").inputValue(), "2");
  await page.goto(base + "/#/game/0123456789abcdef");
  await page.locator("#dead-link").waitFor();
  assert.match(await page.locator("#dead-link").textContent(), /Game not found/);
  assert.equal(await page.locator("#move-form").count(), 0);
  await shoot(page, "dead-link");

  // The step line says every kind of move in words: the clock's moves as
  // the clock's, a hidden Wordle guess, a give-up.
  const lines = await page.evaluate(async () => {
    const { stepLine } = await import("/app.js");
    const resp = { game: "wordle", seat: 0, over: false, seats: [{ name: "Ann" }, { name: "Bob", bot: true }], outcome: { lowerWins: true, scores: [0, 0] }, log: [] };
    return [
      { seat: -1, move: "1 timeup" }, { seat: -1, move: "0 timeup" }, { seat: -1, move: "endround 1" },
      { seat: 1, move: "1 guess", points: 3 }, { seat: 1, move: "1 guess CRANE", points: 0 },
      { seat: 0, move: "0 giveup", points: 7 }, { seat: 1, move: "1 secret" },
    ].map((e) => stepLine(resp, e));
  });
  assert.deepEqual(lines, [
    "The clock: Bob ran out of time for their row", "The clock: You ran out of time for your row", "The clock ended round 1",
    "Bob guessed a word (+3 points)", "Bob guessed CRANE", "You gave up the round (+7 points)", "Bob chose the secret",
  ]);
  assert.deepEqual(errors, []);
});

test("a damaged saved game says game not found", async () => {
  const { page, errors } = await newPage();
  await page.goto(base + "/");
  await page.locator("form[data-game]").first().waitFor();
  // Deal a game in this browser (so it holds the seat), then spoil its
  // file while the server is down.
  const id = await page.evaluate(async () => {
    const r = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ game: "quaddoku", seats: [{ name: "Ann" }] }) });
    return (await r.json()).id;
  });
  await restart(async () => writeFileSync(path.join(data, `${id}.json`), "{\"id\": \"" + id + "\", \"game\": "));
  await page.goto(`${base}/#/game/${id}`);
  await waitFor(page, "the dead-link page", () => document.querySelector("#dead-link"));
  assert.match(await page.locator("#dead-link").textContent(), /Game not found/);
  await shoot(page, "damaged-game");
  // A server that reads no record back may answer 500: no page error.
  assert.deepEqual(errors.filter((e) => !/status of 5\d\d/.test(e)), []);
});

test("two people: seat links claimed once and replaced, a stale move, a refused event stream, your games and resign", async () => {
  const host = await newPage();
  const { page } = host;
  await page.goto(base + "/");
  const card = page.locator('form[data-game="quaddoku"]');
  await card.waitFor();
  await card.locator("summary").click();
  await card.locator("select[id$=-players]").selectOption("2");
  await card.locator("select[id$=-people]").selectOption("2");
  await card.locator("input[type=checkbox][id$=-use-seed]").check();
  await card.locator("input[type=text][id$=-seed]").fill("4");
  await card.locator("button[type=submit]").click();
  const link = await card.locator(".links input").first().inputValue();
  assert.match(link, /#\/join\/[0-9a-f]{16}\/[0-9a-f]+$/);
  await card.locator(".links a.button").click();
  await page.waitForURL(/#\/game\/[0-9a-f]{16}$/);
  await page.locator(".game-area > *").first().waitFor();
  // The friend's browser claims the seat; a third browser cannot.
  const friend = await newPage();
  await friend.page.goto(link);
  await friend.page.waitForURL(/#\/game\/[0-9a-f]{16}$/);
  await friend.page.locator(".game-area > *").first().waitFor();
  const other = await newPage();
  await other.page.goto(link);
  await waitFor(other.page, "a claimed link to be refused", () => document.querySelector("#dead-link"));
  assert.match(await other.page.locator("#dead-link").textContent(), /another browser/);
  await shoot(other.page, "link-claimed");
  // The host opening the friend's link keeps the host's own seat.
  await page.goto(link);
  await page.waitForURL(/#\/game\/[0-9a-f]{16}$/);
  await waitFor(page, "the note that the link is someone else's", () => /another player/.test(document.querySelector("#note")?.textContent || ""));
  await waitFor(page, "the host's seat list", () => /has joined/.test(document.querySelector("#seat-links")?.textContent || ""));
  await noSideways(page, "the host's seats");
  await shoot(page, "host-seats");

  // A move made on a view the game has left behind is refused (409) and
  // the page shows the game as it is, the move not played.
  await settle(page);
  const before = await logLength(page);
  await page.route("**/moves", async (route) => {
    const body = JSON.parse(route.request().postData());
    await route.continue({ postData: JSON.stringify({ ...body, version: body.version + 1000 }) });
  });
  await page.locator("#hint-btn").click();
  await page.locator("#hints li button").first().click();
  await page.locator("#play:not([disabled])").click();
  await waitFor(page, "the stale move's refusal", () => /not played/.test(document.querySelector("#error").textContent));
  assert.equal(await logLength(page), before, "a stale move was played");
  await focusKept(page, "after a stale move");
  await page.unroute("**/moves");
  await shoot(page, "stale-move");
  await playHint(page);

  // A fifth page of one seat gets no event stream (four a seat): it says
  // so, and still sees the friend's move by asking now and then.
  const extra = [];
  for (let i = 0; i < 4; i++) {
    const p = await friend.page.context().newPage();
    await p.goto(friend.page.url());
    await p.locator(".game-area > *").first().waitFor();
    extra.push(p);
  }
  const fifth = extra[3];
  await waitFor(fifth, "the note that live updates are paused", () => /paused/.test(document.querySelector("#conn").textContent), null, 20000);
  await shoot(fifth, "stream-refused");
  const seen = await logLength(fifth);
  await settle(friend.page);
  await playHint(friend.page);
  await waitFor(fifth, "the friend's move, by polling", (n) => document.querySelectorAll("#history li").length > n, seen, 20000);
  for (const p of extra) await p.close();

  // The host's new link takes the seat from the friend's browser and
  // gives it to the next one to open it.
  await page.locator("#seat-links button").first().waitFor();
  await page.locator("#seat-links button").first().click();
  await waitFor(page, "the new link", () => document.querySelector("#seat-links input"));
  const fresh = await page.locator("#seat-links input").first().inputValue();
  assert.notEqual(fresh, link);
  await other.page.goto(fresh);
  await other.page.waitForURL(/#\/game\/[0-9a-f]{16}$/);
  await other.page.locator(".game-area > *").first().waitFor();
  await friend.page.reload();
  await waitFor(friend.page, "the replaced seat to be refused", () => document.querySelector("#dead-link"));
  assert.match(await friend.page.locator("#dead-link").textContent(), /no seat/);

  // The lobby lists the host's games; resigning leaves the game to a bot.
  await page.goto(`${base}/#/`);
  await waitFor(page, "your games", () => document.querySelector("#your-games li"));
  assert.match(await page.locator("#your-games").textContent(), /Quad\*doku/);
  await noSideways(page, "your games");
  await shoot(page, "your-games");
  await page.locator("#your-games li button").first().click();
  await waitFor(page, "the resigned game to leave the unfinished list", () => !document.querySelector("#your-games li button"));
  await other.page.reload();
  await waitFor(other.page, "the host shown as resigned", () => /resigned/.test(document.querySelector("#seats").textContent));
  for (const { page: p, errors } of [host, friend, other]) {
    assert.deepEqual(errors.filter((e) => !/status of (403|409|429)/.test(e)), []);
    await p.context().close();
  }
});

test("crossword: a move typed on the board, bot steps, to the end across a restart", async () => {
  // About one deal in fifty gives the first rack no word at all, and so
  // no hint to build: seed 1 gives one.
  const { page, errors } = await start("wordgame", 1);
  // The page says how the default rules differ (defect 8).
  assert.match(await page.locator(".rules-line").textContent(), /racks of 8.*no exchanges/);
  assert.equal(await page.locator(".board-wrap [tabindex]:not([tabindex=\"-1\"]), .board-wrap button, .board-wrap a").count(), 1, "the board is not one tab stop");
  // The whole board shows on a phone: column O too, with no sideways box.
  const right = await page.locator('[data-square="15O"]').evaluate((c) => c.getBoundingClientRect().right);
  assert.ok(right <= phone.width, `column O ends at ${right} px on a ${phone.width} px phone`);
  // Read the best move from the hints, then build it with the keyboard.
  await page.locator("#hint-btn").click();
  const label = await page.locator("#hints li button").first().textContent();
  const [, coord, word] = /^(\S+) (\S+)/.exec(label);
  await page.locator("#clear-btn").click().catch(() => {});
  const down = /^[A-O]/.test(coord);
  await page.locator(`[data-square="${down ? coord.slice(1) + coord[0] : coord}"]`).click();
  if (down) await page.locator(`[data-square="${coord.slice(1) + coord[0]}"]`).click();
  await page.keyboard.type(word.toUpperCase().replace(/\./g, ""));
  assert.equal(await page.locator(".board .cell.pending").count(), word.replace(/\./g, "").length, "the typed tiles are not shown in place");
  await page.waitForFunction(() => /Scores \d+/.test(document.querySelector("#preview").textContent));
  await shoot(page, "wordgame-typed");
  const before = await logLength(page);
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => document.querySelectorAll("#history li").length === n + 1, before);
  // The bot answers as a step of its own, shown with its tiles.
  await settle(page);
  assert.ok((await logLength(page)) >= before + 2, "the bot did not answer");
  await waitStep(page, BOB_MOVED);
  if (/played/.test(await page.locator("#step").textContent())) {
    assert.ok(await page.locator(".board .cell.last").count() > 0, "the bot's tiles are not highlighted");
  }
  assert.match(await page.locator("#history li").nth(0).locator(".pts").textContent(), /^\+\d+$/, "the move list shows no points");
  await shoot(page, "wordgame-bot-step");
  // A spectator's link shows the board and no rack, and no move form.
  const watch = await page.locator("#watch-link").inputValue();
  const spectator = await newPage();
  await spectator.page.goto(watch);
  await spectator.page.waitForURL(/#\/game\/[0-9a-f]{16}$/);
  await spectator.page.locator(".board .cell.has").first().waitFor();
  assert.equal(await spectator.page.locator("#move-form").isVisible(), false, "a spectator gets a move form");
  assert.equal(await spectator.page.locator(".rack .tile").count(), 0, "a spectator sees a rack");
  assert.match(await spectator.page.locator("#status").textContent(), /Watching/);
  await shoot(spectator.page, "wordgame-spectator");
  await spectator.page.context().close();
  assert.deepEqual(spectator.errors, []);
  await tapTargets(page, "crossword");
  await playToEnd(page, "wordgame", errors, { killAt: 3 });
});

test("wordle: host with the keyboard anywhere, watch the bot guess, then guess to the end", async () => {
  // Seeds fix every deal and every bot's choice, so a failed run replays.
  const { page, errors } = await start("wordle", 11);
  await tapTargets(page, "wordle");
  // Only a whole word is previewed: no request for each partial one.
  const previews = [];
  page.on("request", (r) => { if (r.url().endsWith("/preview")) previews.push(r.postData()); });
  for (const l of "CRAN") {
    await page.keyboard.type(l);
    await page.waitForTimeout(300); // past the preview's pause
  }
  assert.deepEqual(previews, [], "partial words were sent for a preview");
  await page.keyboard.type("E");
  assert.equal(await page.locator(".wrow.pending .wl.typed").count(), 5, "typing anywhere does not fill the row");
  await page.keyboard.press("Enter");
  // The bot's guesses arrive one step at a time.
  await page.waitForFunction(() => document.querySelectorAll("#history li").length >= 3);
  await shoot(page, "wordle-bot-guessing");
  await settle(page);
  // The restart comes before the person's first guess of Bob's round,
  // which the hints may solve in two.
  await killAndReload(page, "wordle");
  for (let i = 0; !(await over(page)); i++) {
    assert.ok(i < 20, "wordle does not end");
    await page.locator("#hint-btn").click();
    const label = await page.locator("#hints li button").first().textContent();
    const word = /([A-Z]{5})/.exec(label)[1];
    const before = await logLength(page);
    if (i === 0) {
      // The first guess on the on-screen keyboard: no preview of its
      // partial words either.
      const sent = previews.length;
      for (const l of word) {
        await page.locator(`[data-key="key-${l}"]`).click();
        await page.waitForTimeout(300);
      }
      assert.ok(previews.length <= sent + 1, `the on-screen keyboard sent ${previews.length - sent} previews for one word`);
      await page.locator('[data-key="key-⏎"]').click();
    } else {
      await page.keyboard.type(word);
      await page.keyboard.press("Enter");
    }
    await waitFor(page, `the guess ${word} to be played`, (n) => document.querySelectorAll("#history li").length > n || document.querySelector("#error .error"), before);
    assert.equal(await page.locator("#error .error").count(), 0, await page.locator("#error").textContent());
    await noSideways(page, `wordle guess ${i}`);
    await settle(page);
  }
  await page.locator("#share").waitFor();
  await ending(page, "wordle", errors);
  // Every round stays drawn, the first (which Bob guessed) with its
  // secret.
  assert.match(await page.locator(".past-round").first().textContent(), /Round 1, hosted by you · the secret was CRANE/);
  // Green, yellow and grey differ in brightness, and more so (with marks)
  // in high contrast.
  const lum = () => page.evaluate(() => ["G", "Y", "x"].map((c) => {
    const probe = document.createElement("span");
    probe.className = `wl ${c}`;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).backgroundColor.match(/\d+/g).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    probe.remove();
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
  }));
  const ratio = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  const check = (l, min, when) => {
    for (const [i, j] of [[0, 1], [1, 2], [0, 2]]) assert.ok(ratio(l[i], l[j]) >= min, `${when}: ${["green", "yellow", "grey"][i]} and ${["green", "yellow", "grey"][j]} are ${ratio(l[i], l[j]).toFixed(2)}:1 apart: ${l}`);
  };
  const plain = await lum();
  check(plain, 1.9, "the usual colours");
  await page.locator("#high-contrast").check();
  const high = await lum();
  assert.notDeepEqual(high, plain, "high contrast changes no colour");
  check(high, 1.7, "high contrast");
  await shoot(page, "wordle-high-contrast");
  await page.locator("#high-contrast").uncheck();
});

test("wordle alone: giving up shows the secret, and is no win", async () => {
  const { page, errors } = await start("wordle", 7, { players: 1, shot: "wordle-solo-start" });
  await page.keyboard.type("CRANE");
  await page.keyboard.press("Enter");
  await waitFor(page, "the first guess", () => document.querySelectorAll(".wboard.mine .wrow:not(.pending)").length === 1);
  await page.setViewportSize(desktop);
  await page.locator("#giveup").click();
  await page.locator("#result").waitFor();
  const banner = await page.locator("#result").textContent();
  assert.doesNotMatch(banner, /You win/);
  assert.match(banner, /the secret was [A-Z]{5}/);
  assert.match(await page.locator(".wboard.mine").textContent(), /The secret was [A-Z]{5}/);
  await ending(page, "wordle-solo", errors);
});

test("quaddoku: a move built by clicks and keys, then to the end", async () => {
  const { page, errors } = await start("quaddoku", 5);
  // Build the hinted move on the square: a cell, then the tile's letter.
  await page.locator("#hint-btn").click();
  await page.locator("#hints li button").first().waitFor();
  await page.locator("#hints li button").first().click();
  const move = await page.locator("#move").inputValue();
  // The pile is one tab stop: Hint is a few Tab presses from the square.
  await page.locator(".board.quad").focus();
  let tabs = 0;
  while (tabs < 40 && !(await page.evaluate(() => document.activeElement && document.activeElement.id === "hint-btn"))) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  assert.ok(tabs <= 8, `Hint takes ${tabs} Tab presses from the square`);
  await page.locator("#clear-btn").click();
  for (const part of move.split(" ")) {
    const [, cell, letter, value] = /^(\d\d)=([A-Z])(\d+)$/.exec(part);
    await page.locator(`[data-cell="${cell}"]`).click();
    await page.locator(`.pile button[aria-label^="${letter}${value},"]`).click();
  }
  const placed = move.split(" ").length;
  const pendingCount = () => page.locator(".board .cell.pending").count();
  assert.equal(await pendingCount(), placed);
  // Backspace takes the chosen cell's tile back, and the pile gives it
  // again.
  const [, cell, letter, value] = /^(\d\d)=([A-Z])(\d+)$/.exec(move.split(" ").at(-1));
  await page.locator(`[data-cell="${cell}"]`).click();
  await page.keyboard.press("Backspace");
  assert.equal(await pendingCount(), placed - 1, "Backspace left the tile on the chosen cell");
  await page.locator(`[data-cell="${cell}"]`).click();
  await page.locator(`.pile button[aria-label^="${letter}${value},"]`).click();
  assert.equal(await pendingCount(), placed);
  await page.waitForFunction(() => /Scores \d+/.test(document.querySelector("#preview").textContent));
  await shoot(page, "quaddoku-built");
  await page.keyboard.press("Enter");
  await settle(page);
  await waitStep(page, BOB_MOVED);
  if (/played/.test(await page.locator("#step").textContent())) {
    assert.ok(await page.locator(".board .cell.last").count() > 0, "the bot's tiles are not highlighted");
  }
  await tapTargets(page, "quaddoku");
  await shoot(page, "quaddoku-bot-step");
  await playToEnd(page, "quaddoku", errors, { killAt: 2 });
});

test("sumoku: colour letters on every tile, a move by clicks, to the end", async () => {
  // Seed 135 has Bob open, and the first hint lays five tiles that make a
  // line of six with one of Bob's.
  const { page, errors } = await start("sumoku", 135);
  const letters = await page.locator(".sk .cl").evaluateAll((ls) => ls.map((l) => l.textContent));
  assert.ok(letters.length > 0 && letters.every((l) => /^[ROYGBP]$/.test(l)), `colour letters: ${letters}`);
  // A click on a placed tile takes it back; the arrow keys move the
  // chosen square.
  await page.locator("#hint-btn").click();
  await page.locator("#hints li button").first().click();
  await page.waitForFunction(() => document.querySelectorAll(".board .cell.pending").length > 0);
  const pendingCount = () => page.locator(".board .cell.pending").count();
  const placed = await pendingCount();
  const square = await page.locator(".board .cell.pending").first().getAttribute("data-square");
  await page.locator(`[data-square="${square}"]`).click();
  assert.equal(await pendingCount(), placed - 1, "a click left the placed tile");
  const [r, c] = square.split(",").map(Number);
  await page.keyboard.press("ArrowRight");
  assert.match(await page.locator(".board.sumoku").getAttribute("aria-label"), new RegExp(`square ${r},${c + 1} chosen`));
  await page.locator("#hints li button").first().click();
  await page.waitForFunction((n) => document.querySelectorAll(".board .cell.pending").length === n, placed);
  const before = await logLength(page);
  await page.locator("#play").click();
  await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, before);
  await settle(page);
  // Making a line of six tiles, even with Bob's, earns another turn.
  await waitStep(page, /^You played (\S+ ){4}\S+ for \d+ points$/);
  assert.match(await page.locator("#status").textContent(), /^Your move/);
  await playHint(page);
  await settle(page);
  await waitStep(page, BOB_MOVED);
  await shoot(page, "sumoku-bot-step");
  await tapTargets(page, "sumoku");
  await playToEnd(page, "sumoku", errors, { killAt: 3 });
});

test("sumoku alone: the lobby's solo rules deal for one, and the table fits a phone", async () => {
  const { page, errors } = await start("sumoku", 3, { preset: "solo", shot: "sumoku-solo-start" });
  assert.match(await page.locator(".rules-now").textContent(), /solo game/);
  assert.equal(await page.locator("#seats li").count(), 1);
  // The hint lays a long line on the table, which still fits.
  await page.locator("#hint-btn").click();
  await page.locator("#hints li button").first().click();
  await waitFor(page, "the hint's tiles on the table", () => document.querySelectorAll(".board .cell.pending").length > 0);
  await noSideways(page, "solo sumoku with a hint laid");
  await shoot(page, "sumoku-solo-hint");
  await page.locator("#play:not([disabled])").click();
  await waitStep(page, /^You played a layout of \d+ tiles for \d+ points?$/);
  await settle(page);
  await focusKept(page, "solo sumoku");
  await page.setViewportSize(desktop);
  await page.locator("#stop").click();
  await ending(page, "sumoku-solo", errors);
});

test("wordoku: exchanges by clicks and keys, three rounds ended by everyone finishing", async () => {
  const { page, errors } = await start("wordoku", 9);
  await tapTargets(page, "wordoku");
  // A swap, then a second swap of the same symbol, which the rules refuse:
  // the refusal leaves nothing picked, so the next click only picks.
  // The history counts our own moves apart: the bots play the same round
  // at the same time, so a new line need not be ours.
  const mine = () => page.locator("#history li:not(.adjust) .who").evaluateAll((ws) => ws.filter((w) => w.textContent === "You").length);
  let before = await mine();
  await page.locator('[data-cell="00"]').click();
  await page.locator("#swap").click();
  await page.waitForFunction((n) => [...document.querySelectorAll("#history li:not(.adjust) .who")].filter((w) => w.textContent === "You").length > n, before);
  const symbol = (await page.locator('[data-cell="00"]').getAttribute("aria-label")).split(", ")[1];
  const same = await page.locator(".board.wordoku button.cell").evaluateAll((bs, sym) =>
    bs.map((b) => b.dataset.cell).filter((c, i) => c !== "00" && bs[i].getAttribute("aria-label").split(", ")[1] === sym), symbol);
  assert.ok(same.length > 0, `no other ${symbol} tile`);
  before = await mine();
  await page.locator(`[data-cell="${same[0]}"]`).click();
  await page.locator("#swap").click();
  await page.locator("#error .error").waitFor();
  assert.equal(await page.locator(".board.wordoku .cell.target").count(), 0, "a refused swap leaves a tile picked");
  await page.locator(`[data-cell="${same[0]}"]`).click();
  assert.equal(await page.locator(".board.wordoku .cell.target").count(), 1, "the click after a refused swap does not just pick");
  assert.equal(await mine(), before, "the click after a refused swap played a move");
  await page.keyboard.press("Escape");
  let round = 0;
  await playToEnd(page, "wordoku", errors, {
    killAt: 3, maxTurns: 20,
    turn: async (page, i) => {
      const before = await logLength(page);
      if (i % 3 === 0) {
        // Exchange two tiles by clicking; focus stays on the grid.
        await page.locator('[data-cell="00"]').click();
        await page.locator('[data-cell="01"]').click();
        await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, before);
        assert.equal(await page.evaluate(() => document.activeElement && document.activeElement.dataset.cell), "01", "focus lost after an exchange");
      } else if (i % 3 === 1) {
        // And by keys: Enter on one tile, arrow, Enter on the next.
        await page.locator('[data-cell="10"]').focus();
        await page.keyboard.press("Enter");
        await page.keyboard.press("ArrowRight");
        await page.keyboard.press("Enter");
        await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, before);
      } else {
        round++;
        await page.locator("#finish").click();
        await page.waitForFunction((r) => document.querySelector("#result") || new RegExp(`Round ${r + 1} of`).test(document.querySelector(".game-area").textContent), round);
        if (round === 1) {
          await page.locator(".past-grids figure").first().waitFor();
          assert.ok(await page.locator(".past-grids figure").count() >= 2, "the round's grids are not shown");
          await shoot(page, "wordoku-round-end");
        }
      }
      return true;
    },
  });
});
