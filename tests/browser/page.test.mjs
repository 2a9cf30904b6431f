// Browser test of the built game (dist/) in real headless Chromium.
//
// Serves dist/ from a tiny static server on 127.0.0.1 (a random free port), both at the
// root and under a sub-folder (/games/dominoes/) to prove every path is relative, then
// reads the page the way a person does: by role and accessible name.
//
// Run after `trunk build --release`:   node tests/browser/page.test.mjs
// Environment: CHROMIUM (default /usr/bin/chromium), SCREENSHOT_DIR (default /tmp).
// Prints one line per check and a last line "N passed, M failed"; exits 1 on any failure.

import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const dist = join(root, 'dist');
const fixtures = JSON.parse(await readFile(join(here, 'deals.json'), 'utf8'));
const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
const screenshotDir = process.env.SCREENSHOT_DIR || tmpdir();
const SUB = '/games/dominoes/';
const TILE_NAME = /^\d+-\d+/;

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

/** Serves dist/ at `/` and at SUB. Returns { server, base, requests }. */
async function serveDist() {
  const requests = [];
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
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] || 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { server, base: `http://127.0.0.1:${port}`, requests };
}

let passed = 0;
let failed = 0;
async function check(name, fn) {
  try {
    await fn();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (err) {
    failed += 1;
    console.log(`FAIL ${name}\n     ${String(err && err.message ? err.message : err).split('\n').join('\n     ')}`);
  }
}
function assert(cond, message) {
  if (!cond) throw new Error(message);
}
function same(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  assert(a === e, `${what}: expected ${e}, got ${a}`);
}

/** Everything the browser says that a test must notice: console errors and warnings,
 *  uncaught exceptions, failed requests. */
const problems = [];
function watch(page) {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      problems.push(`console ${msg.type()}: ${msg.text()} (${page.url()})`);
    }
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message} (${page.url()})`));
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

/** Opens `url` and waits for the SVG table and the hand. */
async function open(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('group', { name: 'Table', exact: true }).waitFor({ timeout: 20000 });
  await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor();
}

/** The hand's buttons as [{ name, disabled }]. */
async function handButtons(page) {
  const buttons = page.getByRole('group', { name: 'Your hand', exact: true }).getByRole('button');
  const out = [];
  for (const b of await buttons.all()) {
    out.push({ name: (await b.getAttribute('aria-label')) ?? (await b.innerText()), disabled: await b.isDisabled() });
  }
  return out;
}

try {
  await stat(join(dist, 'index.html'));
} catch {
  console.log('FAIL dist/index.html is missing: run `trunk build --release` first');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const { server, base, requests } = await serveDist();
const profile = await mkdtemp(join(tmpdir(), 'dominoes-chromium-'));
let context;
try {
  context = await chromium.launchPersistentContext(profile, {
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
  });
  const page = watch(await context.newPage());
  // deals.json holds hands the native engine deals (checked by a Rust unit test): one
  // where South holds 6-6 and may pose it, one where someone else poses.
  const withDouble = fixtures.find((f) => f.south.includes('6-6'));
  const withoutDouble = fixtures.find((f) => !f.south.includes('6-6'));
  if (!withDouble || !withoutDouble) throw new Error('deals.json needs a hand with 6-6 and one without');
  const subUrl = (seed) => `${base}${SUB}?seed=${seed}`;

  await check('the page loads from a sub-folder and shows the SVG table', async () => {
    await open(page, subUrl(withDouble.seed));
    const svg = page.locator('svg.board');
    assert(await svg.isVisible(), 'the board SVG is not visible');
    const outside = requests.filter((p) => !p.startsWith(SUB));
    same(outside, [], 'requests outside the sub-folder');
  });

  await check('a heading names the game', async () => {
    const h1 = page.getByRole('heading', { level: 1 });
    same(await h1.innerText(), 'Jamaican Partner', 'heading');
  });

  await check('group "Your hand" has exactly 7 tile buttons named low number first', async () => {
    const hand = await handButtons(page);
    assert(hand.length === 7, `expected 7 buttons, got ${hand.length}`);
    for (const { name } of hand) {
      assert(TILE_NAME.test(name), `button name "${name}" does not start with its numbers`);
      const [a, b] = name.match(/^(\d+)-(\d+)/).slice(1).map(Number);
      assert(a <= b, `"${name}" is not low number first`);
    }
  });

  await check(`seed ${withDouble.seed} deals the same hand as the native engine; only 6-6 can be posed`, async () => {
    const hand = await handButtons(page);
    same(hand.map((h) => h.name), withDouble.south, 'hand');
    same(hand.filter((h) => !h.disabled).map((h) => h.name), ['6-6'], 'enabled tiles');
    const status = page.getByRole('status');
    same(await status.innerText(), 'Your turn: pose 6-6.', 'status');
    same(await status.getAttribute('aria-live'), 'polite', 'aria-live');
  });

  await check('three opponents show 7 tile backs each, with names and counts', async () => {
    const seats = page.getByRole('img', { name: /^(East|North|West)\b.*, 7 tiles$/ });
    same(await seats.count(), 3, 'opponents named with 7 tiles');
    for (const name of ['East', 'North', 'West']) {
      const backs = await page.locator(`g.seat[data-seat="${name}"] .tile-back`).count();
      same(backs, 7, `${name}'s tile backs`);
    }
    same(
      await page.getByRole('img', { name: 'North (partner), 7 tiles', exact: true }).count(),
      1,
      'North shown as partner',
    );
  });

  await check(`seed ${withoutDouble.seed}: same hand as native, all tiles disabled, status says who poses`, async () => {
    await open(page, subUrl(withoutDouble.seed));
    const hand = await handButtons(page);
    same(hand.map((h) => h.name), withoutDouble.south, 'hand');
    assert(hand.every((h) => h.disabled), 'a tile is enabled although South cannot pose');
    const text = await page.getByRole('status').innerText();
    assert(/^(East|North|West) to pose 6-6\.$/.test(text), `status: "${text}"`);
  });

  await check('the same ?seed= gives the same hand twice', async () => {
    await open(page, subUrl(12345));
    const first = (await handButtons(page)).map((h) => h.name);
    await page.reload();
    await open(page, subUrl(12345));
    const second = (await handButtons(page)).map((h) => h.name);
    same(second, first, 'hand after reload');
    await open(page, subUrl(12346));
    const other = (await handButtons(page)).map((h) => h.name);
    assert(JSON.stringify(other) !== JSON.stringify(first), 'seed 12346 dealt the same hand as 12345');
  });

  await check('posing 6-6 by click moves the turn and announces it', async () => {
    await open(page, subUrl(withDouble.seed));
    await page.getByRole('button', { name: '6-6', exact: true }).click();
    same(await page.getByRole('status').innerText(), 'South posed 6-6. East to play.', 'status');
    same((await handButtons(page)).length, 6, 'tiles left');
    same(await page.getByRole('img', { name: 'On the table: 6-6' }).count(), 1, 'posed tile on the table');
  });

  await check('the page also works from the site root, with a random deal', async () => {
    await open(page, `${base}/`);
    const hand = await handButtons(page);
    assert(hand.length === 7 && hand.every((h) => TILE_NAME.test(h.name)), 'no hand of 7 at the root');
  });

  await check('a bad ?seed= gives a notice and a fresh deal, not a broken page', async () => {
    await open(page, `${base}${SUB}?seed=not-a-number`);
    const notice = page.getByText(/seed "not-a-number" is not a whole number/);
    assert(await notice.isVisible(), 'no notice about the bad seed');
    same((await handButtons(page)).length, 7, 'tiles dealt');
  });

  await check('a 360 px phone shows everything without sideways scrolling', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, subUrl(withDouble.seed));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 360, `page is ${width}px wide`);
    for (const b of await page.getByRole('group', { name: 'Your hand' }).getByRole('button').all()) {
      const box = await b.boundingBox();
      assert(box && box.x >= 0 && box.x + box.width <= 360, `tile outside the screen: ${JSON.stringify(box)}`);
    }
    await page.screenshot({ path: join(screenshotDir, 'dominoes-360x740.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, subUrl(withoutDouble.seed));
    await page.screenshot({ path: join(screenshotDir, 'dominoes-1280x800.png') });
  });

  await check('no console errors or warnings, no page errors, no failed requests', async () => {
    same(problems, [], 'problems');
  });
} catch (err) {
  failed += 1;
  console.log(`FAIL the browser test could not run: ${err && err.stack ? err.stack : err}`);
} finally {
  if (context) await context.close().catch(() => {});
  server.close();
  await rm(profile, { recursive: true, force: true }).catch(() => {});
}

console.log(`screenshots: ${join(screenshotDir, 'dominoes-360x740.png')}, ${join(screenshotDir, 'dominoes-1280x800.png')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
