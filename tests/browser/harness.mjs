// Shared by the browser tests: a static server for dist/, the Chromium launcher, check
// bookkeeping, and helpers that read and play the page by role and accessible name.

import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, '..', '..');
export const dist = join(root, 'dist');
export const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
export const SUB = '/games/dominoes/';
/** Every family, in the picker's order (the benchmarks time each). */
export const FAMILIES = ['jamaican', 'cutthroat', 'french', 'haitian', 'chiva', 'partnership', 'blockdraw', 'allfives', 'matador'];
export const TILE_NAME = /^\d+-\d+/;
export const STORAGE_KEY = 'dominoes.settings.v1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/** Serves dist/ at `/` and at SUB. Returns { server, base, requests }. `rewrite(rel, body)`,
 *  if given, may return another body for the file `rel` (a path inside dist/). With
 *  `compress`, it serves as a static host would (README "Deploying"): each file
 *  gzip-compressed at level 9 when the browser accepts gzip (compressed once, then kept),
 *  hashed files cacheable for a year, the others `no-cache`; otherwise nothing is cached. */
export async function serveDist({ rewrite = null, compress = false } = {}) {
  const { gzipSync } = await import('node:zlib');
  const requests = [];
  const packed = new Map();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(path);
    let rel = path.startsWith(SUB) ? path.slice(SUB.length) : path.replace(/^\/+/, '');
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = normalize(join(dist, rel));
    if (!file.startsWith(dist + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      let body = await readFile(file);
      if (rewrite) body = rewrite(rel, body) ?? body;
      const headers = {
        'content-type': TYPES[extname(file)] || 'application/octet-stream',
        'cache-control': 'no-store',
      };
      if (compress) {
        const hashed = /-[0-9a-f]{12,16}(_bg)?\.[a-z]+$/.test(rel);
        headers['cache-control'] = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
        headers.vary = 'accept-encoding';
        if (/\bgzip\b/.test(req.headers['accept-encoding'] || '') && extname(file) !== '.png') {
          if (!packed.has(file)) packed.set(file, gzipSync(body, { level: 9 }));
          body = packed.get(file);
          headers['content-encoding'] = 'gzip';
        }
        headers['content-length'] = body.length;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { server, base: `http://127.0.0.1:${port}`, requests };
}

/** How many checks passed and failed so far. */
export const counts = { passed: 0, failed: 0 };
export async function check(name, fn) {
  // ONLY=words runs only the checks whose name holds them (the others are not counted).
  if (process.env.ONLY && !name.includes(process.env.ONLY)) return;
  const started = Date.now();
  try {
    await fn();
    counts.passed += 1;
    console.log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  } catch (err) {
    counts.failed += 1;
    console.log(`FAIL ${name}\n     ${String(err && err.message ? err.message : err).split('\n').join('\n     ')}`);
  }
}
export function assert(cond, message) {
  if (!cond) throw new Error(message);
}
export function same(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  assert(a === e, `${what}: expected ${e}, got ${a}`);
}

/** Everything the browser says that a test must notice: console errors and warnings,
 *  uncaught exceptions, failed requests. */
export const problems = [];
let expectCrash = false;
/** Whether a deliberate crash is under way (its errors are then expected). */
export function expectingCrash(on) {
  expectCrash = on;
}
export function watch(page) {
  page.on('console', (msg) => {
    if (expectCrash) return;
    if (msg.type() === 'error' || msg.type() === 'warning') {
      problems.push(`console ${msg.type()}: ${msg.text()} (${page.url()})`);
    }
  });
  page.on('pageerror', (err) => {
    if (!expectCrash) problems.push(`page error: ${err.message} (${page.url()})`);
  });
  page.on('requestfailed', (req) => {
    // A favicon still loading when the test moves on to the next page is aborted by the
    // browser; that is not a fault of the page.
    const why = req.failure() ? req.failure().errorText : '';
    if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()} (${why})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return page;
}

/** Opens `url` and waits for the picker's form; a match resumed from an earlier visit
 *  is left for the picker with "Change game". */
export async function openPicker(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  const form = page.getByRole('form', { name: 'Choose a game' });
  await form.or(page.locator('.game')).first().waitFor({ timeout: 20000 });
  if (!(await form.isVisible())) {
    const dialog = page.getByRole('dialog');
    const inDialog = dialog.getByRole('button', { name: 'Change game', exact: true });
    if ((await inDialog.count()) > 0) {
      await inDialog.click();
    } else {
      // A hand-end summary in the middle of a match: on to the next hand first.
      if ((await dialog.count()) > 0) await dialog.getByRole('button', { name: 'Next hand' }).click();
      await page.getByRole('button', { name: 'Change game', exact: true }).click();
    }
    await form.waitFor({ timeout: 20000 });
  }
}

/** Chooses options in the picker: { family, players, set, rules, level, pace }. */
export async function choose(page, { family, players, set, rules = {}, level, pace }) {
  if (family) await page.getByLabel('Game', { exact: true }).selectOption(family);
  const playersSelect = page.getByLabel('Players', { exact: true });
  if (players && (await playersSelect.count()) > 0) await playersSelect.selectOption(String(players));
  const setSelect = page.getByLabel('Set', { exact: true });
  if (set && (await setSelect.count()) > 0) await setSelect.selectOption(String(set));
  // House rules are folded away in the picker: unfold them first.
  const fold = page.locator('details.rules-fold:not([open]) > summary');
  if (Object.keys(rules).length && (await fold.count()) > 0) await fold.click();
  for (const [key, value] of Object.entries(rules)) {
    await page.locator(`#rule-${key}`).selectOption(value);
  }
  if (level) {
    for (const select of await page.getByLabel(/^(East|North|West) \((partner|opponent)\)$/).all()) {
      // The baselines (random, doubles) are not offered to players, but the page still
      // plays them (a link or saved settings may name one): tests that need one, for
      // matches the engine replays natively, add its option as those would show it.
      await select.evaluate((el, id) => {
        if (![...el.options].some((o) => o.value === id)) el.add(new Option(id, id));
      }, level);
      await select.selectOption(level);
    }
  }
  if (pace) await page.getByLabel('Computer speed', { exact: true }).selectOption(pace);
}

/** Clicks Start and waits for your hand. */
export async function start(page) {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor({ timeout: 10000 });
}

/** The hand's buttons as [{ name, disabled }]: disabled by `disabled` or by
 *  aria-disabled="true" (tiles that cannot be played stay focusable). */
export async function handButtons(page) {
  return page.evaluate(() => {
    const hand = document.querySelector('[role="group"][aria-label="Your hand"]');
    return [...hand.querySelectorAll('button')].map((b) => ({
      name: b.getAttribute('aria-label') ?? b.textContent,
      disabled: b.disabled || b.getAttribute('aria-disabled') === 'true',
    }));
  });
}

/** The live region's lines. */
export async function saidLines(page) {
  // One line each: a part kept for the ear only (visually hidden) breaks innerText.
  return page.getByRole('status').locator('p').allInnerTexts()
    .then((ls) => ls.map((l) => l.replace(/\s+/g, ' ').trim())).catch(() => []);
}

/** The table's step marker (changes with every move and every tile picked). */
export async function stepOf(page) {
  return page.locator('.game').getAttribute('data-step');
}

/** Waits until something is for you to do: a dialog, or an enabled move button. */
export async function waitForYou(page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[role="dialog"]') ||
      document.querySelector(
        '[aria-label="Your hand"] button:not([disabled]):not([aria-disabled="true"]), .choices button, .moves button:not([disabled])',
      ),
    null,
    { timeout: 15000 },
  );
}

/** What South does now, in the order the Rust test `first_choice` uses: the dialog's
 *  button; who poses; Claim; Muggins; the first end; the first number to leave open; the
 *  lowest enabled tile (low number, then high); Draw; Pass. Returns how to find that button. */
export async function firstChoice(page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const names = (el) => [...el.querySelectorAll('button')].map((b) => b.textContent.trim());
    if (dialog) return { dialog: names(dialog), title: dialog.querySelector('h2').textContent };
    const group = (label) => document.querySelector(`[role="group"][aria-label="${label}"]`);
    const off = (b) => b.disabled || b.getAttribute('aria-disabled') === 'true';
    const enabled = (el) => el && [...el.querySelectorAll('button')].filter((b) => !off(b));
    const posers = group('Who poses');
    if (posers) return { group: 'Who poses', name: names(posers)[0] };
    const claim = enabled(group('Your points'));
    if (claim && claim.length) return { group: 'Your points', name: claim[0].textContent.trim() };
    const moves = [...document.querySelectorAll('.moves button')].filter((b) => !b.disabled);
    const muggins = moves.find((b) => b.textContent.startsWith('Muggins'));
    if (muggins) return { name: muggins.textContent.trim() };
    const ends = group('Choose an end');
    if (ends) return { group: 'Choose an end', name: names(ends)[0] };
    const opens = group('Choose the number left open');
    if (opens) return { group: 'Choose the number left open', name: names(opens)[0] };
    const hand = group('Your hand');
    const tiles = [...hand.querySelectorAll('button')];
    // The lowest playable tile (low number, then high), wherever it stands in the rack.
    const key = (b) => b.getAttribute('aria-label').match(/^(\d+)-(\d+)/).slice(1).map(Number);
    const tile = tiles.filter((b) => !off(b))
      .sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1])[0];
    const disabledTiles = tiles.filter(off).length;
    if (tile) return { group: 'Your hand', name: tile.getAttribute('aria-label'), disabledTiles };
    for (const name of ['Draw', 'Pass']) {
      if (moves.find((b) => b.textContent.trim() === name)) return { name, disabledTiles };
    }
    return { nothing: true };
  });
}

/** Clicks the button `choice` names, found by role and accessible name. */
export async function clickChoice(page, choice) {
  const scope = choice.group ? page.getByRole('group', { name: choice.group, exact: true }) : page;
  await scope.getByRole('button', { name: choice.name, exact: true }).first().click();
}

/** Plays the current match to its end through the page's buttons. Returns what it saw. */
export async function playMatch(page, { screenshots = null, oneHand = false } = {}) {
  const seen = { hands: 1, nextHand: 0, clicks: 0, disabledSeen: false, announced: new Set(), final: null };
  let shot = false;
  for (let guard = 0; guard < 3000; guard += 1) {
    await waitForYou(page);
    const choice = await firstChoice(page);
    for (const line of await saidLines(page)) {
      const m = line.match(/^(South|East|North|West) (played|posed|drew|passed)/);
      if (m) seen.announced.add(m[1]);
    }
    if (choice.dialog) {
      if (!seen.inertChecked) {
        seen.inertChecked = true;
        const inert = await page.locator('.game-main').evaluate((el) => el.inert);
        assert(inert, 'the table behind the hand-end dialog can still be reached');
      }
      if (oneHand) {
        seen.final = choice.title;
        return seen;
      }
      if (choice.dialog.includes('Next hand')) {
        await page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
        seen.nextHand += 1;
        seen.hands += 1;
        continue;
      }
      assert(choice.dialog.includes('New match'), `dialog without Next hand or New match: ${choice.dialog}`);
      seen.final = choice.title;
      return seen;
    }
    assert(!choice.nothing, 'it looked like your turn but no button was enabled');
    if (choice.disabledTiles > 0) seen.disabledSeen = true;
    // Gold hard-end markers say what they mean on hover.
    const hard = await page.locator('.end-marker:has(.end-spot.hard)').evaluateAll((gs) =>
      gs.map((g) => [g.querySelector('title')?.textContent ?? '', g.querySelector('.end-number').textContent]));
    for (const [title, number] of hard) {
      same(title, `Hard end: one last tile with a ${number} can go here`, 'a hard end\'s title');
      seen.hardEnds = (seen.hardEnds ?? 0) + 1;
    }
    if (screenshots && !shot && seen.hands === 1 && seen.clicks >= 3) {
      shot = true;
      await screenshots();
    }
    const before = await stepOf(page);
    await clickChoice(page, choice);
    seen.clicks += 1;
    await page.waitForFunction(
      (b) => {
        const game = document.querySelector('.game');
        return !game || game.getAttribute('data-step') !== b || document.querySelector('[role="dialog"]');
      },
      before,
      { timeout: 5000 },
    ).catch(() => {
      throw new Error(`clicking ${JSON.stringify(choice)} changed nothing (step ${before})`);
    });
  }
  throw new Error('the match did not end');
}

/** Exits with a failure when dist/ has not been built. */
export async function needDist() {
  try {
    await stat(join(dist, 'index.html'));
  } catch {
    console.log('FAIL dist/index.html is missing: run `trunk build --release` first');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

/** Chromium with a fresh profile (a new, empty user-data dir), or with `profile` when
 *  given (a browser restart). Returns { context, profile, close, quit }: `close` also
 *  deletes the profile, `quit` keeps it. */
export async function launch(options = {}, profile = null) {
  const keep = profile !== null;
  profile = profile ?? (await mkdtemp(join(tmpdir(), 'dominoes-chromium-')));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  const quit = async () => {
    await context.close().catch(() => {});
  };
  const close = async () => {
    await quit();
    if (!keep) await rm(profile, { recursive: true, force: true }).catch(() => {});
  };
  return { context, profile, close, quit };
}

/** Counts an error that stopped a test file before its checks were done. */
export function couldNotRun(err) {
  counts.failed += 1;
  console.log(`FAIL the browser test could not run: ${err && err.stack ? err.stack : err}`);
}

/** Prints the summary line and exits 1 if any check failed. */
export function finish(started) {
  console.log(`browser tests took ${((Date.now() - started) / 1000).toFixed(1)}s`);
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  process.exit(counts.failed === 0 ? 0 : 1);
}

/** Serves dist/ as a static host would (see serveDist's `compress`): for the speed
 *  benchmarks and Lighthouse. Returns { server, base, requests }. */
export function serveDistCompressed() {
  return serveDist({ compress: true });
}

/** Slows `page` down as a mid-range phone on a slow mobile network (the DevTools
 *  protocol's throttling, as issue 14 sets it): 1.6 Mbit/s down, 750 kbit/s up, 150 ms
 *  round trip, and the CPU `cpu` times slower (default 4). Call before `goto`. */
export async function throttle(page, { cpu = 4, network = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1000 * 1000) / 8,
      uploadThroughput: (750 * 1000) / 8,
    });
  }
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

/** Slows down this process and every process it starts from now on (so a browser
 *  launched after it: page, workers and all) to `1 / factor` of one CPU core, through a
 *  Linux cgroup's CPU quota (v1 `cpu` or v2 `cpu.max`; needs root). Unlike the DevTools
 *  protocol's CPU throttling, which slows only a page's main thread, this slows the AI
 *  worker too. Throws with a clear message where cgroups cannot be used. */
export async function slowWholeProcessTree(factor) {
  const { mkdir: mk, writeFile, access } = await import('node:fs/promises');
  const period = 10000; // 10 ms: short enough that a move's time is not one long pause
  const quota = Math.round(period / factor);
  const name = `dominoes-slow-${process.pid}`;
  try {
    await access('/sys/fs/cgroup/cpu/tasks');
    const dir = `/sys/fs/cgroup/cpu/${name}`;
    await mk(dir, { recursive: true });
    await writeFile(`${dir}/cpu.cfs_period_us`, String(period));
    await writeFile(`${dir}/cpu.cfs_quota_us`, String(quota));
    await writeFile(`${dir}/cgroup.procs`, String(process.pid));
    return dir;
  } catch (v1) {
    try {
      const dir = `/sys/fs/cgroup/${name}`;
      await access('/sys/fs/cgroup/cgroup.controllers');
      await mk(dir, { recursive: true });
      await writeFile(`${dir}/cpu.max`, `${quota} ${period}`);
      await writeFile(`${dir}/cgroup.procs`, String(process.pid));
      return dir;
    } catch (v2) {
      throw new Error(`cannot limit the CPU through a cgroup (needs root and a cpu controller): ${v1.message}; ${v2.message}`);
    }
  }
}

/** A test file's run: serves dist/, runs `body(base)`, checks that no page reported an
 *  error, prints the summary and exits (1 if anything failed). */
export async function runFile(body) {
  const started = Date.now();
  await needDist();
  const { server, base } = await serveDist();
  try {
    await body(base);
    await check('no page errors', async () => same(problems, [], 'page errors'));
  } catch (err) {
    couldNotRun(err);
  } finally {
    server.close();
  }
  finish(started);
}

/** The value below which `share` of `xs` lie (nearest rank): 0.5 the median, 0.95 the
 *  95th percentile. For the benchmarks. */
export function percentile(xs, share) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** Turns on the page's AI timing lines (`ai-move ...`, `ai-hint ...`, `ai-review ...` at
 *  the console's debug level; off for players) in every page `context` opens from now on:
 *  the local-storage key `dominoes.timing` (src/app/hooks/timing.rs). */
export async function logAiTimes(context) {
  await context.addInitScript(() => localStorage.setItem('dominoes.timing', 'on'));
}

/** Plays South's first choice and waits for the table's step to change. */
export async function playFirst(page, choice) {
  const before = await stepOf(page);
  await clickChoice(page, choice);
  await page.waitForFunction((b) => {
    const game = document.querySelector('.game');
    return !game || game.dataset.step !== b || document.querySelector('[role="dialog"]');
  }, before, { timeout: 8000 });
}

/** Plays South's first choice turn after turn, `turns` times at most, into the next hand
 *  when one ends (`hands` hands at most; with one, it stops at the hand's end dialog). */
export async function playOn(page, turns = 60, hands = 1) {
  for (let turn = 0, hand = 1; turn < turns; turn += 1) {
    await waitForYou(page);
    const choice = await firstChoice(page);
    if (choice.dialog) {
      if (hand >= hands || !choice.dialog.includes('Next hand')) return;
      hand += 1;
      await page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true }).click();
      continue;
    }
    await playFirst(page, choice);
  }
}

/** A table at `width`x`height` (a phone's touch screen with `touch`; reduced motion with
 *  `reduced`), dealt from `seed` with the picker's `options` ({ family, players, rules,
 *  level, pace }) and its boxes labelled in `ticks` ticked: launches Chromium, opens the
 *  picker, starts the match, runs `fn(page, browser)` and closes the browser, returning
 *  what `fn` returned. */
export async function atTable(url, { width, height, touch = false, reduced = false, seed = null, ticks = [], init = null, ...options }, fn) {
  const browser = await launch({
    viewport: { width, height },
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
    ...(reduced ? { reducedMotion: 'reduce' } : {}),
  });
  const page = watch(await browser.context.newPage());
  // A script the page runs before its own (page.addInitScript), as a stand-in for a
  // device's features.
  if (init) await page.addInitScript(init);
  try {
    await openPicker(page, seed === null ? url : `${url}?seed=${seed}`);
    await choose(page, options);
    for (const label of ticks) await page.getByLabel(label, { exact: true }).check();
    await start(page);
    return await fn(page, browser);
  } finally {
    await browser.close();
  }
}

/** Plays South's first choice, turn after turn and on into the next hand ("Next hand"),
 *  until `wanted(choice)` (see firstChoice) says yes, and returns that choice without
 *  playing it; `null` when the match ends or `turns` turns went by first. When `wanted`
 *  made the move itself, it says 'played'. */
export async function playUntil(page, wanted, { turns = 200 } = {}) {
  for (let turn = 0; turn < turns; turn += 1) {
    await waitForYou(page);
    const choice = await firstChoice(page);
    const want = await wanted(choice);
    if (want === 'played') continue;
    if (want) return choice;
    if (choice.dialog && !choice.dialog.includes('Next hand')) return null;
    if (choice.dialog) {
      await page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
      continue;
    }
    await playFirst(page, choice);
  }
  return null;
}

/** The mean brightness (0 to 255, the mean of R, G and B) of the window's pixels in
 *  `clip` ({ x, y, width, height }, CSS pixels), read from a screenshot: what a person
 *  sees there, shades and overlaps included. */
export async function brightness(page, clip) {
  const { inflateSync } = await import('node:zlib');
  const png = await page.screenshot({ clip, scale: 'css' });
  // The PNG's header, then its chunks: IHDR gives the size, the IDAT chunks the pixels.
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const colour = png[25];
  const channels = { 2: 3, 6: 4 }[colour];
  if (png[24] !== 8 || !channels || png[28] !== 0) throw new Error(`a PNG of depth ${png[24]}, colour type ${colour}, interlace ${png[28]}`);
  const parts = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(parts));
  // Each row starts with its filter (0 to 4), undone against the row above.
  const stride = width * channels;
  let above = new Uint8Array(stride);
  let sum = 0;
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const row = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i += 1) {
      const a = i >= channels ? row[i - channels] : 0;
      const b = above[i];
      const c = i >= channels ? above[i - channels] : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter];
      row[i] = (row[i] + add) & 255;
      if (i % channels < 3) sum += row[i];
    }
    above = row;
  }
  return sum / (width * height * 3);
}
