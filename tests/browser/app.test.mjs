// Browser test of what makes the game an app, against the release build (dist/) in real
// headless Chromium: offline play after one visit, updates to a new build, share links,
// resuming a match after a reload, a browser restart or a visit to the picker, the table
// opening at its top on a phone, games without a boneyard, damaged saved data, the
// manifest and icons, and no request ever leaving the page's origin.
//
// Run after `trunk build --release`:   node tests/browser/app.test.mjs
// Prints one line per check and a last line "N passed, M failed"; exits 1 on any failure.

import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SUB, assert, check, choose, couldNotRun, finish, handButtons, launch, needDist, openPicker, playMatch,
  problems, same, saidLines, serveDist, start, stepOf, watch, waitForYou, firstChoice, clickChoice,
} from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const matches = JSON.parse(await readFile(join(here, 'matches.json'), 'utf8'));
const MATCH_KEY = 'dominoes.match';

await needDist();
const testsStarted = Date.now();
// `nextBuild` on: the server hands out a service worker of another version, as after a
// new deployment.
let nextBuild = false;
const { server, base } = await serveDist({
  rewrite: (rel, body) =>
    nextBuild && rel === 'sw.js'
      ? Buffer.from(body.toString('utf8').replace(/const VERSION = '([^']*)';/, "const VERSION = '$1-next';"))
      : null,
});
const origin = new URL(base).origin;
const game = `${base}${SUB}`;

/** Every request the browser makes in `context` (pages, workers, service worker). */
function recordRequests(context) {
  const urls = [];
  context.on('request', (req) => urls.push(req.url()));
  return urls;
}

/** Waits until the service worker controls the page and has cached the build. */
async function offlineReady(page) {
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller, null, {
    timeout: 20000,
  });
  return page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith('dominoes-')));
    return { keys, files: (await cache.keys()).map((r) => new URL(r.url).pathname) };
  });
}

/** Makes `n` whole moves for you (or fewer if the hand ends), waiting for the computers;
 *  a tile that fits several ends is put on the first. */
async function makeMoves(page, n) {
  for (let made = 0; made < n; ) {
    await waitForYou(page);
    const choice = await firstChoice(page);
    if (choice.dialog) return;
    const before = await stepOf(page);
    await clickChoice(page, choice);
    await page.waitForFunction((b) => document.querySelector('.game').dataset.step !== b, before);
    if ((await stepOf(page)).endsWith('-none')) made += 1;
  }
}

/** What the table shows once it waits for you: its step, your tiles, the log, the game. */
async function tableSnapshot(page) {
  await page.locator('.game').waitFor({ timeout: 20000 });
  await waitForYou(page);
  return {
    step: await stepOf(page),
    hand: (await handButtons(page)).map((h) => h.name),
    log: await page.locator('.move-log li').allInnerTexts().catch(() => []),
    title: await page.getByRole('heading', { level: 1 }).innerText(),
  };
}

const main = await launch();
const requests = recordRequests(main.context);
try {
  const page = watch(await main.context.newPage());
  const violations = [];
  await page.exposeFunction('reportViolation', (v) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      window.reportViolation(`${e.violatedDirective}: ${e.blockedURI}`),
    );
  });

  await check('the first visit caches every file of the build for offline play', async () => {
    await openPicker(page, game);
    const { keys, files } = await offlineReady(page);
    same(keys.length, 1, 'caches');
    const sw = await (await fetch(`${game}sw.js`)).text();
    const listed = JSON.parse(sw.match(/const FILES = (\[.*\]);/)[1]);
    same(files.sort(), listed.map((f) => new URL(f, game).pathname).sort(), 'cached files');
    same(listed.filter((f) => f.endsWith('.wasm')).length, 1, 'wasm modules listed (the page and its AI worker share one)');
    assert(listed.includes('./ai-worker.js'), 'the AI worker not cached');
  });

  await check('offline, a reload loads the game and a whole hand can be played', async () => {
    await main.context.setOffline(true);
    try {
      await openPicker(page, game);
      await choose(page, { family: 'jamaican', level: 'medium', pace: 'instant' });
      await start(page);
      const seen = await playMatch(page, { oneHand: true });
      assert(seen.final, 'the hand did not end offline');
      assert(seen.announced.size >= 3, `only ${[...seen.announced]} played offline`);
    } finally {
      await main.context.setOffline(false);
    }
  });

  await check('after a hand, "See the table" shows the table as it ended, and Escape or "Back to the result" brings the result back', async () => {
    await openPicker(page, game);
    await choose(page, { family: 'jamaican', level: 'easy', pace: 'instant' });
    await start(page);
    const seen = await playMatch(page, { oneHand: true });
    assert(seen.final, 'the hand did not end');
    const dialog = page.getByRole('dialog');
    const back = page.getByRole('button', { name: 'Back to the result', exact: true });
    const focused = () => page.evaluate(() => document.activeElement?.textContent.trim());
    await dialog.getByRole('button', { name: 'See the table', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    await back.waitFor({ timeout: 5000 });
    same(await focused(), 'Back to the result', 'the focused button while looking');
    same(await page.locator('.game-main').evaluate((el) => el.inert), false, 'the table is inert while looking');
    same(await page.getByRole('region', { name: 'Table' }).count(), 1, 'the table');
    const enabled = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-label="Your hand"] button, .moves button, .choices button')]
        .filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true').length);
    same(enabled, 0, 'moves offered while looking at the table');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ timeout: 5000 });
    same(await back.count(), 0, '"Back to the result" with the result shown');
    same(await focused(), 'Next hand', 'the focused button after Escape');
    assert(await page.locator('.game-main').evaluate((el) => el.inert), 'the table behind the result is not inert');
    await dialog.getByRole('button', { name: 'See the table', exact: true }).click();
    await back.click();
    await dialog.getByRole('button', { name: 'Next hand', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    same(await back.count(), 0, '"Back to the result" in the next hand');
    assert((await stepOf(page)).startsWith('h2-'), 'the next hand was not dealt');
  });

  await check('the hand-end card waits for the last tile to land (Fast: 0.6 s), and comes back at once from the table, from the replay and on a reload', async () => {
    await openPicker(page, game);
    await choose(page, { family: 'cutthroat', players: 3, level: 'easy', pace: 'fast' });
    await start(page);
    const opacity = () => page.evaluate(() => getComputedStyle(document.querySelector('.backdrop')).opacity);
    // Whether a tap on the card's "Next hand" would reach it.
    const tappable = () => page.evaluate(() => {
      const button = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent.trim() === 'Next hand');
      const r = button.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === button;
    });
    await playMatch(page, { oneHand: true });
    const first = Number(await opacity());
    assert(first < 0.5, `the card is there at once (opacity ${first})`);
    // While it waits a tap goes through it (to the table, inert behind it), not to its
    // hidden buttons.
    same(await tappable(), false, 'a tap on the waiting card\'s Next hand reaches it');
    await page.waitForTimeout(1200);
    same(await opacity(), '1', 'the card\'s opacity after a second');
    same(await tappable(), true, 'a tap on the card\'s Next hand reaches it once shown');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'See the table', exact: true }).click();
    await page.getByRole('button', { name: 'Back to the result', exact: true }).click();
    await dialog.waitFor({ timeout: 5000 });
    same(await opacity(), '1', 'the card\'s opacity back from the table');
    // Nor does it wait back from the hand's replay, or on a reload at the hand's end: no
    // tile is landing then (the ninth playtest saw it wait again).
    await dialog.getByRole('button', { name: 'Replay the hand', exact: true }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ timeout: 5000 });
    same(await opacity(), '1', 'the card\'s opacity back from the replay');
    await page.reload();
    await dialog.waitFor({ timeout: 10000 });
    same(await opacity(), '1', 'the card\'s opacity on a reload at the hand\'s end');
    await dialog.getByRole('button', { name: 'Next hand', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
  });

  await check('reload mid-hand resumes the same position', async () => {
    await openPicker(page, game);
    await choose(page, { family: 'allfives', players: 3, pace: 'instant', level: 'easy' });
    await start(page);
    await makeMoves(page, 3);
    const before = await tableSnapshot(page);
    await page.reload();
    const after = await tableSnapshot(page);
    same(after, before, 'the table after a reload');
  });

  await check('Change game keeps the match: the picker offers it back, a reload too, until Start replaces it', async () => {
    await openPicker(page, game);
    await choose(page, { family: 'blockdraw', players: 2, pace: 'instant', level: 'easy' });
    await start(page);
    await makeMoves(page, 2);
    const before = await tableSnapshot(page);
    const saved = () => page.evaluate((key) => localStorage.getItem(key), MATCH_KEY);
    const kept = await saved();
    const form = page.getByRole('form', { name: 'Choose a game' });
    const back = page.getByRole('button', { name: 'Back to the match', exact: true });
    await page.getByRole('button', { name: 'Change game', exact: true }).click();
    await form.waitFor();
    same(await saved(), kept, 'the saved match while in the picker');
    await choose(page, { family: 'matador', players: 3 });
    await back.click();
    same(await tableSnapshot(page), before, 'the table after Back to the match');
    await page.getByRole('button', { name: 'Change game', exact: true }).click();
    await form.waitFor();
    await page.reload();
    same(await tableSnapshot(page), before, 'the table after a reload in the picker');
    await page.getByRole('button', { name: 'Change game', exact: true }).click();
    await choose(page, { family: 'jamaican', pace: 'instant' });
    await start(page);
    same(JSON.parse(await saved()).game, 'jamaican', 'the saved match after Start');
    await page.getByRole('button', { name: 'Change game', exact: true }).click();
    await back.click();
    same(await page.getByRole('heading', { level: 1 }).innerText(), 'Jamaican Partner', 'the match offered back');
  });

  await check('on a phone (390x844) the table opens at its top after Start and after Back to the match', async () => {
    const phone = await launch({ viewport: { width: 390, height: 844 } });
    try {
      const p = watch(await phone.context.newPage());
      const atTop = async (what) => {
        await p.waitForFunction(() => window.scrollY === 0, null, { timeout: 3000 }).catch(() => {});
        same(await p.evaluate(() => Math.round(window.scrollY)), 0, `${what}: scrolled by`);
        const title = await p.getByRole('heading', { level: 1 }).boundingBox();
        assert(title && title.y >= 0, `${what}: the title is off the top (${JSON.stringify(title)})`);
        const seat = await p.getByRole('group', { name: /^East, opponent/ }).boundingBox();
        assert(seat && seat.y >= 0 && seat.y < 844, `${what}: East's seat is off screen (${JSON.stringify(seat)})`);
      };
      await openPicker(p, game);
      await choose(p, { family: 'jamaican', pace: 'slow' });
      // Start sits at the bottom of the picker: clicking it scrolls the page down.
      await start(p);
      await atTop('after Start');
      // On a phone "Change game" is in the drawer behind "Menu".
      await p.getByRole('button', { name: 'Menu', exact: true }).click();
      await p.getByRole('button', { name: 'Change game', exact: true }).click();
      await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      assert((await p.evaluate(() => window.scrollY)) > 0, 'the picker does not scroll on a phone');
      // Pressed where it is, without scrolling it into view first.
      await p.getByRole('button', { name: 'Back to the match', exact: true }).dispatchEvent('click');
      await p.getByRole('group', { name: 'Your hand', exact: true }).waitFor({ timeout: 10000 });
      await atTop('after Back to the match');
    } finally {
      await phone.close();
    }
  });

  await check('no boneyard and no Draw button where the deal takes every tile (Matador with 4)', async () => {
    await openPicker(page, game);
    await choose(page, { family: 'matador', players: 4, pace: 'instant' });
    await start(page);
    same(await page.getByText('Boneyard', { exact: true }).count(), 0, 'boneyards shown');
    same(await page.getByRole('button', { name: 'Draw', exact: true }).count(), 0, 'Draw buttons');
    await openPicker(page, game);
    await choose(page, { family: 'matador', players: 2 });
    await start(page);
    same(await page.getByText('Boneyard', { exact: true }).count(), 1, 'boneyards shown with two players');
    same(await page.getByRole('button', { name: 'Draw', exact: true }).count(), 1, 'Draw buttons with two players');
  });

  await check('a new build is offered as an update; accepting it keeps the match and one cache', async () => {
    const before = await tableSnapshot(page);
    nextBuild = true;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const bar = page.getByRole('status').filter({ hasText: 'A new version of the game is ready.' });
    await bar.waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Update now' }).click();
    await page.waitForFunction(
      async () => (await caches.keys()).some((k) => k.endsWith('-next')),
      null,
      { timeout: 20000 },
    );
    const after = await tableSnapshot(page);
    same(after, before, 'the table after the update');
    const keys = await page.evaluate(() => caches.keys());
    same(keys.length, 1, `caches after the update (${keys})`);
    assert(keys[0].endsWith('-next'), `the old cache is still used: ${keys}`);
    assert(await bar.isHidden(), 'the update bar is still shown');
    nextBuild = false;
  });

  await check('a share link reproduces the same deal in a fresh browser profile', async () => {
    await openPicker(page, game);
    await choose(page, { family: 'cutthroat', players: 2, rules: { hand_size: '7' }, level: 'hard', pace: 'slow' });
    await start(page);
    const mine = await tableSnapshot(page);
    await page.getByRole('button', { name: 'Share this deal' }).click();
    const field = page.getByLabel(/^Link to this match \(deal \d+\): it starts the same match from hand 1/);
    const link = await field.inputValue();
    assert(link.startsWith(game + '?game=cutthroat&players=2&set=6&seed='), `link: ${link}`);
    assert(link.includes('hand_size=7') && link.includes('levels=hard&'), `link: ${link}`);
    const friend = await launch();
    try {
      const other = watch(await friend.context.newPage());
      await other.goto(link);
      const theirs = await tableSnapshot(other);
      same(theirs.hand, mine.hand, 'South\'s tiles');
      same(theirs.title, mine.title, 'the game');
      same(await other.evaluate(() => location.search), '', 'the address after opening the link');
      await other.getByRole('button', { name: 'Change game' }).click();
      same(await other.getByLabel('Game', { exact: true }).inputValue(), 'cutthroat', 'picker game');
      same(await other.getByLabel('Players', { exact: true }).inputValue(), '2', 'picker players');
      same(await other.locator('#rule-hand_size').inputValue(), '7', 'picker hand size');
      same(await other.getByLabel(/\(opponent\)$/).inputValue(), 'hard', 'picker level');
    } finally {
      await friend.close();
    }
    // Opened where a match is in progress, the link waits on the picker: nothing is lost
    // until Start, and Back to the match returns to it.
    await page.goto(link);
    const ready = page.getByRole('alert').filter({ hasText: 'The shared deal is ready' });
    await ready.waitFor();
    same(await page.getByLabel('Game', { exact: true }).inputValue(), 'cutthroat', 'picker game from the link');
    await page.getByRole('button', { name: 'Back to the match', exact: true }).click();
    same((await tableSnapshot(page)).hand, mine.hand, 'your match, back');
  });

  await check('malformed links open the picker with a notice saying what was wrong', async () => {
    const cases = [
      ['?game=chess&players=2&set=6&seed=1', "there is no game 'chess'"],
      ['?game=jamaican&players=3&set=6&seed=1', "Jamaican Partner is not played by '3' players"],
      ['?game=jamaican&players=4&set=6', 'does not say which deal'],
      ['?game=jamaican&players=4&set=6&seed=1&colour=red', "'colour' is not a house rule"],
      ['?game=allfives&players=2&set=6&seed=1&muggins=maybe', "'maybe' is not a choice"],
      ['?game=jamaican&players=4&set=99&seed=1', 'double-99 set'],
      ['?seed=12x', "deal number '12x' is not a whole number"],
    ];
    for (const [query, expected] of cases) {
      await openPicker(page, game + query);
      const notice = page.getByRole('alert').filter({ hasText: 'This link could not be opened' });
      const text = await notice.innerText();
      assert(text.includes(expected), `${query}: ${text}`);
      assert(await page.getByRole('button', { name: 'Start', exact: true }).isEnabled(), `${query}: no Start`);
    }
  });

  await check('damaged or older saved matches give a notice and a fresh start; other data is untouched', async () => {
    const cases = [
      ['{"version": 1, "game": "jamai', 'could not be restored'],
      ['{"version": 1, "game": "jamaican", "players": 4, "set": 6, "rules": {}, "levels": ["easy","easy","easy"], "seed": 3, "hands": [["9-9 left"]]}', 'could not be restored (move 1 of hand 1 is not legal)'],
      ['{"version": 0, "hands": []}', 'saved by another version'],
    ];
    for (const [saved, expected] of cases) {
      await openPicker(page, game);
      await page.evaluate(
        ([key, value]) => {
          localStorage.setItem(key, value);
          localStorage.setItem('someone.else', 'keep me');
        },
        [MATCH_KEY, saved],
      );
      await openPicker(page, game);
      const text = await page.getByRole('alert').innerText();
      assert(text.includes(expected) && text.includes('a fresh start instead'), `${saved}: ${text}`);
      same(await page.evaluate(() => localStorage.getItem('someone.else')), 'keep me', 'other storage');
      await start(page);
      assert((await handButtons(page)).length >= 5, 'no fresh hand');
    }
  });

  await check('no inline event handlers anywhere on the page, in the picker or at the table', async () => {
    const page2 = watch(await main.context.newPage());
    const inline = () =>
      [...document.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName}[${a.name}]`),
      );
    await openPicker(page2, game);
    same(await page2.evaluate(inline), [], 'inline handlers in the picker');
    await start(page2);
    await page2.getByRole('button', { name: 'Share this deal' }).click();
    same(await page2.evaluate(inline), [], 'inline handlers at the table');
    await page2.close();
  });

  await check('the match resumes after the browser is closed and opened again', async () => {
    await openPicker(page, game);
    await choose(page, { family: 'french', pace: 'instant' });
    await start(page);
    await makeMoves(page, 2);
    const before = await tableSnapshot(page);
    await page.close();
    await main.quit();
    const again = await launch({}, main.profile);
    try {
      const p = watch(await again.context.newPage());
      await p.goto(game);
      same(await tableSnapshot(p), before, 'the table after a restart');
    } finally {
      await again.quit();
    }
  });

  await check('the manifest makes the game installable: name, start URL, a 192 px PNG icon and a scalable one', async () => {
    const manifest = await (await fetch(`${game}manifest.webmanifest`)).json();
    same([manifest.name, manifest.start_url, manifest.scope, manifest.display], ['Dominoes', './', './', 'standalone'], 'manifest');
    const sizes = [];
    for (const icon of manifest.icons) {
      const res = await fetch(new URL(icon.src, game));
      assert(res.ok, `${icon.src}: HTTP ${res.status}`);
      if (icon.type === 'image/png') {
        const png = Buffer.from(await res.arrayBuffer());
        const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
        same(`${w}x${h}`, icon.sizes, `${icon.src} size`);
        sizes.push(icon.sizes);
      }
    }
    same(sizes, ['192x192'], 'PNG sizes');
    // Bigger sizes take the SVG where the browser draws SVG icons (no 512 px PNG: 2 KB
    // of the first visit).
    assert(manifest.icons.some((i) => i.type === 'image/svg+xml' && i.sizes === 'any' && i.purpose.split(' ').includes('any')), 'a scalable SVG icon');
    // The tab's icon is that SVG (one file for both: 250 bytes of the first visit).
    const html = await (await fetch(game)).text();
    const tab = /<link[^>]*rel="?icon"?[^>]*>/.exec(html)?.[0] ?? '';
    const href = /href="?([^"\s>]+)/.exec(tab)?.[1];
    assert(href && manifest.icons.some((i) => i.type === 'image/svg+xml' && new URL(i.src, game).href === new URL(href, game).href),
      `the tab's icon is the manifest's SVG: ${tab}`);
    assert(/^image\/svg\+xml/.test((await fetch(new URL(href, game))).headers.get('content-type') ?? ''), 'the tab icon is served as SVG');
  });

  await check('no request left the page\'s origin, nothing broke the security policy', async () => {
    const outside = requests.filter((u) => !u.startsWith(origin));
    same(outside, [], 'requests to other origins');
    same(violations, [], 'security policy violations');
    same(problems, [], 'console problems');
  });
} catch (err) {
  couldNotRun(err);
} finally {
  await main.close();
  server.close();
}
finish(testsStarted);
