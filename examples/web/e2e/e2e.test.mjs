// End-to-end tests of the web front end in a real headless Chromium
// (Debian's /usr/bin/chromium, or $CHROMIUM), driven by playwright-core.
// The test builds and starts the server on a free loopback port, plays
// through the pages as a person would, and saves screenshots of every page
// at desktop and phone width into the folder named by $SCREENSHOTS
// (default: screenshots/ beside this file).
//
//	cd examples/web/e2e && npm ci && npm test
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const shots = process.env.SCREENSHOTS || path.join(here, "screenshots");
mkdirSync(shots, { recursive: true });

let server, base, browser;

before(async () => {
  const bin = path.join(mkdtempSync(path.join(tmpdir(), "tilekit-web-")), "web");
  execFileSync("go", ["build", "-o", bin, "./examples/web"], { cwd: root, stdio: "inherit" });
  server = spawn(bin, ["-addr", "127.0.0.1:0"], { stdio: ["ignore", "ignore", "pipe"] });
  base = await new Promise((resolve, reject) => {
    let err = "";
    server.stderr.on("data", (d) => {
      err += d;
      const m = err.match(/open (http:\/\/[0-9.:]+)/);
      if (m) resolve(m[1]);
    });
    server.on("exit", (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});

after(async () => {
  await browser?.close();
  server?.kill();
});

const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 740 } };

// shoot saves the page at both widths.
async function shoot(page, name) {
  const was = page.viewportSize();
  for (const [label, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shots, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(was);
}

// overflow reports whether the page scrolls sideways at phone width.
async function overflowsAtPhoneWidth(page) {
  const was = page.viewportSize();
  await page.setViewportSize(sizes.phone);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.setViewportSize(was);
  return wide;
}

async function newPage() {
  const ctx = await browser.newContext({ viewport: sizes.desktop });
  const page = await ctx.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // A refused move is a 422 answer, which the browser logs as a failed
  // resource; that is the API working, not a page error.
  page.on("console", (m) => { if (m.type() === "error" && !/status of 422/.test(m.text())) errors.push(m.text()); });
  return { page, errors };
}

// start creates a game of two seats (the person and a bot) from the
// lobby's card for game and waits for its page.
async function start(page, game, preset) {
  await page.goto(base + "/");
  const card = page.locator(`form[data-game="${game}"]`);
  await card.waitFor();
  await card.locator("select[id$=-players]").selectOption("2");
  if (preset) await card.locator("select[id$=-preset]").selectOption(preset);
  await card.locator("input[id$=-seed]").fill("7");
  await card.locator("button[type=submit]").click();
  await page.waitForURL(/#\/game\//);
  await page.locator("#move").waitFor();
}

test("lobby lists every game", async () => {
  const { page, errors } = await newPage();
  await page.goto(base + "/");
  await page.locator("form[data-game]").first().waitFor();
  const games = await page.locator("form[data-game]").evaluateAll((fs) => fs.map((f) => f.dataset.game));
  for (const g of ["wordle", "wordgame", "quaddoku"]) assert.ok(games.includes(g), `lobby lacks ${g}: ${games}`);
  await shoot(page, "lobby");
  assert.equal(await overflowsAtPhoneWidth(page), false, "the lobby scrolls sideways at 375 px");
  assert.deepEqual(errors, []);
});

// play types text into the move box and presses Enter.
async function play(page, text) {
  const before = await page.locator("#history li").count();
  await page.locator("#move").fill(text);
  await page.locator("#move").press("Enter");
  await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n || document.querySelector("#error .error"), before);
}

test("wordle: host a round, then guess one to the end with the keyboard and hints", async () => {
  const { page, errors } = await newPage();
  await start(page, "wordle");
  await shoot(page, "wordle-host");
  // Round 1: we host. Type the secret on the page's keyboard.
  for (const k of "CRANE") await page.locator(`.keyboard button[data-key="${k}"]`).click();
  assert.equal(await page.locator("#move").inputValue(), "CRANE");
  await page.locator('.keyboard button[data-key="⏎"]').click();
  await page.waitForFunction(() => /Round 2/.test(document.querySelector(".game-area").textContent));
  // Round 2: the bot hosts; a word the dictionary lacks is refused and stays in the box.
  await page.locator("#move").fill("QXZZY");
  await page.locator("#move").press("Enter");
  await page.locator("#error .error").waitFor();
  assert.match(await page.locator("#error").textContent(), /QXZZY.*not a word/);
  assert.equal(await page.locator("#move").inputValue(), "QXZZY");
  await shoot(page, "wordle-refused");
  // Guess with the solver's hints until the round ends.
  for (let i = 0; i < 6 && !(await page.locator("#share").count()); i++) {
    await page.locator("#hint-btn").click();
    await page.locator("#hints li button").first().click();
    await play(page, await page.locator("#move").inputValue());
  }
  await page.locator("#share").waitFor();
  assert.match(await page.locator("#share").textContent(), /^Wordle [1-6X]\/6/);
  await page.locator("#result").getByText("Game over").waitFor();
  await shoot(page, "wordle-over");
  assert.equal(await overflowsAtPhoneWidth(page), false, "the wordle page scrolls sideways at 375 px");
  assert.deepEqual(errors, []);
});

test("crossword: preview a move's score, play it, and keep a refused word in the box", async () => {
  const { page, errors } = await newPage();
  await start(page, "wordgame");
  await page.locator(".board").waitFor();
  await shoot(page, "wordgame-start");
  // Ask for hints and take the best; the preview must match the hint's score.
  await page.locator("#hint-btn").click();
  const first = page.locator("#hints li button").first();
  await first.waitFor();
  const [move, score] = (await first.textContent()).split(/\s+\+/);
  await first.click();
  assert.equal(await page.locator("#move").inputValue(), move.trim());
  await page.locator("#preview-btn").click();
  await page.waitForFunction(() => /Scores \d+/.test(document.querySelector("#preview").textContent));
  const preview = await page.locator("#preview").textContent();
  assert.match(preview, new RegExp(`^Scores ${score.trim()}\\b`), `preview "${preview}" for a hint worth ${score}`);
  await shoot(page, "wordgame-preview");
  await play(page, move.trim());
  assert.ok((await page.locator("#history li").count()) >= 2, "the bot did not answer");
  assert.ok(await page.locator(".board .cell.has").count() >= move.trim().split(/\s+/)[1].length);
  // A word the dictionary lacks is refused with the library's message, and stays typed.
  await page.locator("#move").fill("1A QXZ");
  await page.locator("#move").press("Enter");
  await page.locator("#error .error").waitFor();
  const msg = await page.locator("#error").textContent();
  assert.ok(msg.length > 5 && !/^\d{3}/.test(msg), `error message: ${msg}`);
  assert.equal(await page.locator("#move").inputValue(), "1A QXZ");
  await shoot(page, "wordgame-refused");
  assert.equal(await overflowsAtPhoneWidth(page), false, "the crossword page scrolls sideways at 375 px");
  assert.deepEqual(errors, []);
});

test("quaddoku, sumoku and wordoku pages draw and take a move", async () => {
  for (const game of ["quaddoku", "sumoku", "wordoku"]) {
    const { page, errors } = await newPage();
    await start(page, game);
    await page.locator("#hint-btn").click();
    const first = page.locator("#hints li button").first();
    await first.waitFor();
    const move = (await first.textContent()).split(/\s+\+/)[0].trim();
    await first.click();
    await play(page, move);
    assert.equal(await page.locator("#error .error").count(), 0, `${game}: ${await page.locator("#error").textContent()}`);
    if (game === "wordoku") {
      // The bot's grid is private until the round ends.
      const log = await page.locator("#history").textContent();
      assert.doesNotMatch(log, /Bob \(bot\): 1 arrange [A-Z]/, `the log shows the bot's grid: ${log}`);
    }
    await shoot(page, game);
    assert.equal(await overflowsAtPhoneWidth(page), false, `the ${game} page scrolls sideways at 375 px`);
    assert.deepEqual(errors, []);
  }
});
