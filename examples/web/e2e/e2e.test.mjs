// End-to-end tests of the web front end in a real headless Chromium
// (Debian's /usr/bin/chromium, or $CHROMIUM), driven by playwright-core
// with no browser download.
//
// The test builds the server, starts it on a free loopback port with a
// fresh data directory, and plays each of the five games to its end
// through the pages as a person would: clicks and keys only, at phone
// width (375 px), checking after every step that the page does not
// scroll sideways. In the middle of each game it kills the server with
// SIGKILL, starts it again on the same data directory, reloads the page
// and finishes the game. Screenshots of every game at phone and desktop
// width go to $SCREENSHOTS (default: screenshots/ beside this file).
//
//	cd examples/web/e2e && npm ci && npm test
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
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
// be on disk) and starts it again on the same port and data directory.
async function restart() {
  const old = server;
  const gone = new Promise((resolve) => old.on("exit", resolve));
  old.kill("SIGKILL");
  await gone;
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
const desktop = { width: 1280, height: 900 };

// shoot saves the page at phone and desktop width.
async function shoot(page, name) {
  for (const [label, size] of [["phone", phone], ["desktop", desktop]]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shots, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(phone);
}

// noSideways fails when the page scrolls sideways at phone width, or
// shows a JavaScript nothing ("null", "undefined", "NaN") as text.
async function noSideways(page, when) {
  const w = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(w <= phone.width, `${when}: the page is ${w} px wide at ${phone.width} px`);
  const text = await page.evaluate(() => document.body.innerText);
  assert.doesNotMatch(text, /\b(null|undefined|NaN)\b/, `${when}: the page shows a JavaScript nothing`);
}

// tapTargets fails when a control of the game is smaller than 32 px.
async function tapTargets(page, when) {
  const small = await page.evaluate(() => [...document.querySelectorAll(".game-area button, .game-area .board .cell, #move-form button")]
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
// lobby's seed box), waits until it is the person's move and saves the
// page as <game>-start.
async function start(game, seed) {
  const { page, errors } = await newPage();
  await page.goto(base + "/");
  const card = page.locator(`form[data-game="${game}"]`);
  await card.waitFor();
  assert.equal(await card.locator("input[type=text][id$=-seed]").isVisible(), false, "the lobby shows a seed box unasked");
  if (seed !== undefined) {
    await card.locator("summary").click();
    await card.locator("input[type=checkbox][id$=-use-seed]").check();
    await card.locator("input[type=text][id$=-seed]").fill(String(seed));
  }
  await card.locator("button[type=submit]").click();
  await page.waitForURL(/#\/game\/[0-9a-f]{16}$/);
  await page.locator(".game-area > *").first().waitFor();
  await settle(page);
  await shoot(page, `${game}-start`);
  return { page, errors };
}

// BOB_MOVED is the step line after any move of the bot: a placement with
// its points, an exchange, or a pass.
const BOB_MOVED = /^Bob (played .+ for \d+ points?|exchanged .+|swapped .+|passed)$/;

// waitStep waits until the line that says the newest move matches re.
// On a timeout it fails with what the page and the server showed: most
// games are dealt from a random seed that a failed run cannot replay.
async function waitStep(page, re) {
  try {
    await page.waitForFunction((src) => new RegExp(src).test(document.querySelector("#step").textContent), re.source);
  } catch (e) {
    const seen = await page.evaluate(() => ({
      step: document.querySelector("#step").textContent,
      status: document.querySelector("#status").textContent,
      error: document.querySelector("#error").textContent,
      history: [...document.querySelectorAll("#history li")].map((li) => li.textContent),
    }));
    e.message += `\nwaiting for the step line to match ${re}; the page shows ${JSON.stringify(seen)}\nthe server's log ends: ${serverLog.slice(-2000)}`;
    throw e;
  }
}

const logLength = (page) => page.locator("#history li").count();

// settle waits until it is the person's move again, or the game is over.
async function settle(page) {
  await page.waitForFunction(() => document.querySelector("#result") ||
    (document.querySelector("#hint-btn") && !document.querySelector("#hint-btn").disabled && !document.querySelector("#move-form").hidden),
  null, { timeout: 120000 });
}

const over = async (page) => (await page.locator("#result").count()) > 0;

// playHint asks for hints and plays the first with clicks, or passes when
// there is none. It returns false when neither is possible.
async function playHint(page) {
  const before = await logLength(page);
  await page.locator("#hint-btn").click();
  await page.waitForFunction(() => document.querySelector("#hints li, #hints p, #error .error"));
  const first = page.locator("#hints li button").first();
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

// finish plays hints until the game is over, checking the page after
// every step; at move killAt it restarts the server.
async function finish(page, name, { killAt = 4, maxTurns = 200, turn = playHint } = {}) {
  for (let i = 0; !(await over(page)); i++) {
    assert.ok(i < maxTurns, `${name} does not end`);
    if (i === killAt) await killAndReload(page, name);
    if (await over(page)) break;
    assert.ok(await turn(page, i), `${name}: no move to play at turn ${i}`);
    await noSideways(page, `${name} turn ${i}`);
    await settle(page);
    await noSideways(page, `${name} after the bots, turn ${i}`);
  }
}

// playToEnd plays the game to its end with finish and checks the end
// with ending.
async function playToEnd(page, name, errors, opts) {
  await finish(page, name, opts);
  await ending(page, name, errors);
}

// killAndReload kills the server mid-game, restarts it and reloads the
// page: the game must be there, every move kept.
async function killAndReload(page, name) {
  const moves = await logLength(page);
  await shoot(page, `${name}-before-kill`);
  await restart();
  await page.goto(page.url().replace(/^http:\/\/[^/]+/, base));
  await page.reload();
  await page.locator(".game-area > *").first().waitFor();
  await page.waitForFunction((n) => document.querySelectorAll("#history li").length >= n, moves);
  assert.ok((await logLength(page)) >= moves, `${name}: moves lost in the restart`);
  await settle(page);
}

async function ending(page, name, errors) {
  await page.locator("#result").waitFor();
  assert.equal(await page.locator("#move-form").isVisible(), false, `${name}: the move form stays after the end`);
  const banner = await page.locator("#result").textContent();
  assert.match(banner, /Game over/);
  assert.doesNotMatch(banner, /You wins|\b1 (points|tokens)\b|null|undefined/);
  const clipped = await page.evaluate(() => [...document.querySelectorAll("#history .n")].filter((n) => n.scrollWidth > n.clientWidth).length);
  assert.equal(clipped, 0, `${name}: move numbers are clipped`);
  const top = await page.evaluate(() => document.querySelector("#result").getBoundingClientRect().top);
  assert.ok(top < 200, `${name}: the end banner is ${top} px down the page`);
  await noSideways(page, `${name} at the end`);
  await shoot(page, `${name}-over`);
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
  await page.goto(base + "/#/game/0123456789abcdef");
  await page.locator("#dead-link").waitFor();
  assert.match(await page.locator("#dead-link").textContent(), /not here/);
  assert.equal(await page.locator("#move-form").count(), 0);
  await shoot(page, "dead-link");
  assert.deepEqual(errors, []);
});

test("crossword: a move typed on the board, bot steps, to the end across a restart", async () => {
  // About one deal in fifty gives the first rack no word at all, and so
  // no hint to build: seed 1 gives one.
  const { page, errors } = await start("wordgame", 1);
  // The page says how the default rules differ (defect 8).
  assert.match(await page.locator(".rules-line").textContent(), /racks of 8.*no exchanges/);
  assert.equal(await page.locator(".board-wrap [tabindex]:not([tabindex=\"-1\"]), .board-wrap button, .board-wrap a").count(), 1, "the board is not one tab stop");
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
  const { page, errors } = await start("wordle");
  await tapTargets(page, "wordle");
  await page.keyboard.type("CRANE");
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
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n || document.querySelector("#error .error"), before);
    assert.equal(await page.locator("#error .error").count(), 0, await page.locator("#error").textContent());
    await noSideways(page, `wordle guess ${i}`);
    await settle(page);
  }
  await page.locator("#share").waitFor();
  await ending(page, "wordle", errors);
});

test("quaddoku: a move built by clicks and keys, then to the end", async () => {
  const { page, errors } = await start("quaddoku");
  // Build the hinted move on the square: a cell, then the tile's letter.
  await page.locator("#hint-btn").click();
  await page.locator("#hints li button").first().waitFor();
  await page.locator("#hints li button").first().click();
  const move = await page.locator("#move").inputValue();
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

test("wordoku: exchanges by clicks and keys, three rounds ended by everyone finishing", async () => {
  const { page, errors } = await start("wordoku");
  await tapTargets(page, "wordoku");
  // A swap, then a second swap of the same symbol, which the rules refuse:
  // the refusal leaves nothing picked, so the next click only picks.
  let before = await logLength(page);
  await page.locator('[data-cell="00"]').click();
  await page.locator("#swap").click();
  await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, before);
  const symbol = (await page.locator('[data-cell="00"]').getAttribute("aria-label")).split(", ")[1];
  const same = await page.locator(".board.wordoku button.cell").evaluateAll((bs, sym) =>
    bs.map((b) => b.dataset.cell).filter((c, i) => c !== "00" && bs[i].getAttribute("aria-label").split(", ")[1] === sym), symbol);
  assert.ok(same.length > 0, `no other ${symbol} tile`);
  const mine = () => page.locator("#history li .who").evaluateAll((ws) => ws.filter((w) => w.textContent === "You").length);
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
