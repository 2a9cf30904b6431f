// Browser test of the built game (dist/) in real headless Chromium.
//
// Serves dist/ from a tiny static server on 127.0.0.1 (a random free port), both at the
// root and under a sub-folder (/games/dominoes/) to prove every path is relative, then
// reads the page the way a person does: by role and accessible name. For every family it
// starts a match from the picker and plays it to the end through the real buttons.
//
// Run after `trunk build --release`:   node tests/browser/page.test.mjs
// Environment: CHROMIUM (default /usr/bin/chromium), SCREENSHOT_DIR (default /tmp).
// Prints one line per check and a last line "N passed, M failed"; exits 1 on any failure.

import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SUB, STORAGE_KEY, TILE_NAME, assert, check, choose, couldNotRun, expectingCrash, finish, firstChoice,
  handButtons, launch, needDist, openPicker, playMatch, problems, same, saidLines, serveDist, start,
  stepOf, waitForYou, clickChoice, watch, playFirst,
} from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// deals.json: South's hand for fixed seeds, as the native engine deals it (checked by a
// Rust unit test in src/view/table/tests/browser.rs).
const fixtures = JSON.parse(await readFile(join(here, 'deals.json'), 'utf8'));
// matches.json: one short match per family, with how many hands it takes natively when
// South always makes the first choice offered (also checked by a Rust unit test).
const matches = JSON.parse(await readFile(join(here, 'matches.json'), 'utf8'));
const screenshotDir = process.env.SCREENSHOT_DIR || tmpdir();
const SCREENSHOT_FAMILIES = new Set(['jamaican', 'allfives', 'french']);

/** Opens a share link (it deals at once, or on Start when a match is in progress) and makes the
 * computers play instantly. */
async function openDeal(page, url) {
  await page.goto(url);
  // With a match in progress the shared deal waits on the picker for Start.
  const hand = page.getByRole('group', { name: 'Your hand', exact: true });
  const ready = page.getByRole('alert').filter({ hasText: 'The shared deal is ready' });
  await hand.or(ready).first().waitFor({ timeout: 20000 });
  if (await ready.isVisible()) await start(page);
  await hand.waitFor({ timeout: 20000 });
  // On a phone the computer's speed is in the drawer behind "Menu".
  const pace = page.getByLabel('Computer speed', { exact: true });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const inDrawer = !(await pace.isVisible()) && (await menu.isVisible());
  if (inDrawer) await menu.click();
  await pace.selectOption('instant');
  if (inDrawer) await page.keyboard.press('Escape');
}

/** Makes your first choice until `done()` holds (checked before each), at most `n` times. */
async function playUntil(page, done, n) {
  for (let i = 0; i < n; i += 1) {
    await waitForYou(page);
    if (await done()) return;
    const choice = await firstChoice(page);
    if (choice.dialog) break;
    const before = await stepOf(page);
    await clickChoice(page, choice);
    await page.waitForFunction((b) => document.querySelector('.game').dataset.step !== b, before);
  }
  await page.waitForTimeout(100);
  assert(await done(), `not reached in ${n} moves`);
}

/** The table's captions and end numbers whose drawn text leaves its box. */
function textsOutsideBoxes(page) {
  return page.evaluate(() => {
    const out = [];
    for (const g of document.querySelectorAll('.table-caption, .end-marker')) {
      const box = g.querySelector('rect').getBBox();
      const text = g.querySelector('text').getBBox();
      const inside = text.x >= box.x && text.x + text.width <= box.x + box.width
        && text.y >= box.y - 1 && text.y + text.height <= box.y + box.height + 1;
      if (!inside) out.push(`${g.textContent}: text ${Math.round(text.x)}..${Math.round(text.x + text.width)} in box ${Math.round(box.x)}..${Math.round(box.x + box.width)}`);
    }
    return out;
  });
}

/** A focused control shows a thick focus ring, not white and not the gold of playable tiles. */
async function focusRingIsClear(locator, what) {
  const ring = await locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return { width: parseFloat(s.outlineWidth), style: s.outlineStyle, color: s.outlineColor };
  });
  assert(ring.style === 'solid' && ring.width >= 4, `${what}: focus outline ${JSON.stringify(ring)}`);
  for (const plain of ['rgb(255, 255, 255)', 'rgb(242, 193, 78)']) {
    assert(ring.color !== plain, `${what}: focus ring ${ring.color} looks like the others`);
  }
}

await needDist();
const testsStarted = Date.now();
const { server, base, requests } = await serveDist();
const shots = [];
const browser = await launch();
try {
  const { context } = browser;
  const page = watch(await context.newPage());
  const withDouble = fixtures.find((f) => f.south.includes('6-6'));
  const withoutDouble = fixtures.find((f) => !f.south.includes('6-6'));
  if (!withDouble || !withoutDouble) throw new Error('deals.json needs a hand with 6-6 and one without');
  const subUrl = (seed) => `${base}${SUB}${seed === undefined ? '' : `?seed=${seed}`}`;

  await check('the page loads from a sub-folder and shows the picker', async () => {
    await openPicker(page, subUrl());
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);
    await openPicker(page, subUrl());
    same(await page.getByRole('heading', { level: 1 }).innerText(), 'Dominoes', 'heading');
    const outside = requests.filter((p) => !p.startsWith(SUB));
    same(outside, [], 'requests outside the sub-folder');
  });

  await check('the picker offers every family, player counts, sets, house rules and a rule card', async () => {
    const game = page.getByLabel('Game', { exact: true });
    const options = await game.locator('option').evaluateAll((os) => os.map((o) => o.value));
    same(options, matches.map((m) => m.family), 'families, one per match of matches.json');
    same(options.length, 9, 'family count');
    same(await game.inputValue(), 'jamaican', 'default family');
    same(await page.getByLabel('Players', { exact: true }).count(), 0, 'Jamaican has no player-count control');
    same(await page.getByLabel('Opening pose', { exact: true }).inputValue(), 'tournament', 'default pose');
    assert(await page.getByRole('heading', { name: 'How to play Jamaican Partner' }).isVisible(), 'no rule card');
    await game.selectOption('allfives');
    same(await page.getByLabel('Players', { exact: true }).inputValue(), '4', 'All Fives players');
    const sets = await page.getByLabel('Set', { exact: true }).locator('option').evaluateAll((os) => os.map((o) => o.value));
    same(sets, ['6', '9', '12', '15'], 'All Fives sets');
    same(await page.getByLabel('Muggins', { exact: true }).inputValue(), 'off', 'muggins default');
    same(await page.getByLabel(/^(East|North|West) \(opponent\)$/).count(), 3, 'three computer levels');
    assert(await page.getByRole('heading', { name: 'How to play All Fives (Muggins)' }).isVisible(), 'no All Fives card');
    await page.getByLabel('Players', { exact: true }).selectOption('2');
    same(await page.getByLabel(/^(East|North|West) \(opponent\)$/).count(), 1, 'one computer level with two players');
  });

  await check('Start is in view on the tall picker without scrolling', async () => {
    // The picker fits a desktop window now: the phone's page (with the rule card) is the tall one.
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await page.evaluate(() => window.scrollTo(0, 0));
      const start = page.getByRole('button', { name: 'Start', exact: true });
      const box = await start.boundingBox();
      const { height, pageHeight } = await page.evaluate(() => ({
        height: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      }));
      assert(pageHeight > height, `the picker fits the screen (${pageHeight}px), nothing to check`);
      assert(box && box.y >= 0 && box.y + box.height <= height, `Start at ${JSON.stringify(box)}, screen ${height}px`);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  await check('settings survive a reload', async () => {
    // House rules are folded away.
    await page.locator('details.rules-fold > summary').click();
    await page.getByLabel('Muggins', { exact: true }).selectOption('on');
    await page.reload();
    await page.getByRole('form', { name: 'Choose a game' }).waitFor();
    same(await page.getByLabel('Game', { exact: true }).inputValue(), 'allfives', 'family after reload');
    same(await page.getByLabel('Players', { exact: true }).inputValue(), '2', 'players after reload');
    same(await page.getByLabel('Muggins', { exact: true }).inputValue(), 'on', 'muggins after reload');
  });

  await check('damaged saved settings give a notice and the defaults, not a broken page', async () => {
    await page.evaluate((key) => localStorage.setItem(key, '{"family": "tiddlywinks"'), STORAGE_KEY);
    await openPicker(page, subUrl());
    const notice = page.getByRole('alert').filter({ hasText: 'saved settings were damaged' });
    assert(await notice.isVisible(), 'no notice about the damaged settings');
    same(await page.getByLabel('Game', { exact: true }).inputValue(), 'jamaican', 'default family');
    await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
    same(await notice.count(), 0, 'notice dismissed');
  });

  await check(`seed ${withDouble.seed}: Jamaican deals the native hand; only 6-6 can be posed`, async () => {
    await openPicker(page, subUrl(withDouble.seed));
    await choose(page, { family: 'jamaican', pace: 'slow' });
    await start(page);
    same(await page.getByRole('heading', { level: 1 }).innerText(), 'Jamaican Partner', 'heading');
    const hand = await handButtons(page);
    same(hand.map((h) => h.name), withDouble.south, 'hand');
    for (const { name } of hand) {
      const [a, b] = name.match(/^(\d+)-(\d+)/).slice(1).map(Number);
      assert(a <= b, `"${name}" is not low number first`);
    }
    same(hand.filter((h) => !h.disabled).map((h) => h.name), ['6-6'], 'enabled tiles');
    const status = page.getByRole('status');
    same(await status.getAttribute('aria-live'), 'polite', 'aria-live');
    same(await saidLines(page), ['Hand 1. North is your partner. Your turn: pose 6-6. To pose is to play a hand\'s first tile.'], 'live region');
  });

  await check('the other seats show names, partner, tile counts and the turn', async () => {
    for (const name of ['East', 'North', 'West']) {
      const role = name === 'North' ? 'partner' : 'opponent';
      const seat = page.getByRole('group', { name: new RegExp(`^${name}, ${role}, 7 tiles`) });
      same(await seat.count(), 1, `${name}'s seat`);
      same(await page.locator(`li[data-seat="${name}"] .back`).count(), 7, `${name}'s tile backs`);
    }
    same(await page.getByRole('group', { name: /^South, you, 7 tiles, to play/ }).count(), 1, 'your seat to play');
  });

  await check('posing 6-6 with the keyboard announces it in the live region', async () => {
    const tile = page.getByRole('button', { name: '6-6', exact: true });
    // Reach the tile with the keyboard, so the browser shows keyboard focus.
    await tile.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    same(await tile.evaluate((el) => el === document.activeElement), true, '6-6 focused by Tab');
    const outline = await tile.evaluate((el) => getComputedStyle(el).outlineStyle);
    assert(outline !== 'none', 'no visible focus outline on a focused tile');
    await focusRingIsClear(tile, 'the focused 6-6');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('South posed 6-6.').waitFor({ timeout: 3000 });
    same((await handButtons(page)).length, 6, 'tiles left');
    assert((await handButtons(page)).every((h) => h.disabled), 'a tile is enabled while East plays');
    await page.getByRole('status').getByText(/^East (played|passed)/).waitFor({ timeout: 5000 });
  });

  await check(`seed ${withoutDouble.seed}: same hand as native, all tiles disabled, someone else poses`, async () => {
    await page.getByRole('button', { name: 'Change game', exact: true }).click();
    await page.goto(subUrl(withoutDouble.seed));
    await page.getByRole('form', { name: 'Choose a game' }).waitFor();
    await start(page);
    const hand = await handButtons(page);
    same(hand.map((h) => h.name), withoutDouble.south, 'hand');
    assert(hand.every((h) => h.disabled), 'a tile is enabled although South cannot pose');
    const first = (await saidLines(page))[0];
    // What posing is, said once: on the computer's pose, not before it.
    assert(/^Hand 1\. North is your partner\. (East|North|West) to pose\.$/.test(first), `live region: "${first}"`);
    await page.getByRole('status').getByText(/^(East|North|West) posed \d+-\d+\. To pose is to play a hand's first tile\.$/).waitFor({ timeout: 5000 });
  });

  await check('the same ?seed= gives the same hand twice', async () => {
    await openPicker(page, subUrl(12345));
    await start(page);
    const first = (await handButtons(page)).map((h) => h.name);
    await openPicker(page, subUrl(12345));
    await start(page);
    same((await handButtons(page)).map((h) => h.name), first, 'hand after reload');
    await openPicker(page, subUrl(12346));
    await start(page);
    const other = (await handButtons(page)).map((h) => h.name);
    assert(JSON.stringify(other) !== JSON.stringify(first), 'seed 12346 dealt the same hand as 12345');
  });

  await check('a bad ?seed= gives a notice and a fresh deal, not a broken page', async () => {
    await openPicker(page, `${base}${SUB}?seed=not-a-number`);
    const notice = page.getByText(/deal number 'not-a-number' is not a whole number/);
    assert(await notice.isVisible(), 'no notice about the bad seed');
    await start(page);
    same((await handButtons(page)).length, 7, 'tiles dealt');
  });

  await check('reduced motion: playable tiles do not move', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPicker(page, subUrl(withDouble.seed));
    await start(page);
    const transform = await page
      .getByRole('button', { name: '6-6', exact: true })
      .evaluate((el) => getComputedStyle(el).transform);
    same(transform, 'none', '6-6 transform');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  await check('Matador: the caption and the end numbers sit inside their boxes', async () => {
    await openDeal(page, `${base}${SUB}?game=matador&players=2&set=6&seed=1`);
    await playUntil(page, async () => (await page.locator('.end-marker').count()) > 0, 10);
    const spills = await textsOutsideBoxes(page);
    same(spills, [], 'texts outside their boxes');
    same(await page.locator('.table-caption').count(), 1, 'captions');
  });

  await check('double-15: two-digit end numbers fit their markers; the spinner star lies under the pips', async () => {
    await openDeal(page, `${base}${SUB}?game=allfives&players=2&set=15&seed=3`);
    await playUntil(page, () => page.evaluate(() => {
      const numbers = [...document.querySelectorAll('.end-number')].map((t) => t.textContent);
      return numbers.some((n) => n.length === 2) && !!document.querySelector('.spinner-star');
    }), 40);
    same(await textsOutsideBoxes(page), [], 'texts outside their boxes');
    const starFirst = await page.locator('.spinner-star').evaluate((star) => {
      const pips = [...star.parentNode.querySelectorAll('.pip')];
      return pips.every((p) => star.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    assert(starFirst, 'the spinner star is drawn over its pips');
  });

  await check('choosing an end moves neither the table nor your hand; the choices show a clear focus ring', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDeal(page, `${base}${SUB}?game=jamaican&players=4&set=6&seed=94`);
    const where = () => page.evaluate(() => ['.felt', '.hand'].map((s) => Math.round(document.querySelector(s).getBoundingClientRect().top + scrollY)));
    let asked = false;
    for (let move = 0; move < 30 && !asked; move += 1) {
      await waitForYou(page);
      const choice = await firstChoice(page);
      if (choice.dialog) break;
      const before = await stepOf(page);
      const placesBefore = await where();
      if (choice.group === 'Your hand') {
        // By keyboard, so that the end buttons show keyboard focus.
        await page.getByRole('button', { name: choice.name, exact: true }).focus();
        await page.keyboard.press('Enter');
      } else {
        await clickChoice(page, choice);
      }
      await page.waitForFunction((b) => document.querySelector('.game').dataset.step !== b, before);
      const ends = page.getByRole('group', { name: 'Choose an end', exact: true });
      if ((await ends.count()) > 0) {
        asked = true;
        same(await where(), placesBefore, 'table and hand tops (px) before and after the end buttons show');
        const first = ends.getByRole('button').first();
        await first.waitFor();
        same(await first.evaluate((el) => el === document.activeElement), true, 'the first end has the focus');
        await focusRingIsClear(first, 'the focused end button');
      }
    }
    assert(asked, 'no tile fitting two ends in 30 moves');
  });

  await check('a phone: French mid-hand, the board is scaled so your hand stays on screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openDeal(page, `${base}${SUB}?game=french&players=4&set=6&seed=88`);
      await playUntil(page, async () => (await page.locator('.table-tile').count()) >= 11, 60);
      await page.waitForTimeout(300);
      const bottom = await page.evaluate(() => document.querySelector('.hand').getBoundingClientRect().bottom + scrollY);
      assert(bottom <= 844, `your hand ends at y=${Math.round(bottom)}, below the 844 px screen`);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);
  for (const m of matches) {
    const rules = Object.entries(m.rules).map(([k, v]) => `${k}=${v}`).join(' ');
    await check(`${m.family}: ${m.players} players, double-${m.set}${rules ? `, ${rules}` : ''}, seed ${m.seed}: a whole match from the picker in ${m.hands} hands`, async () => {
      await openPicker(page, subUrl(m.seed));
      await choose(page, { family: m.family, players: m.players, set: m.set, rules: m.rules, level: m.level, pace: 'instant' });
      await start(page);
      let screenshots = null;
      if (SCREENSHOT_FAMILIES.has(m.family)) {
        screenshots = async () => {
          for (const [width, height] of [[360, 740], [1280, 800]]) {
            await page.setViewportSize({ width, height });
            // Let the table's tiles finish gliding to the new layout.
            await page.waitForTimeout(600);
            if (width === 360) {
              const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
              assert(scroll <= 360, `${m.family} at 360 px: the page is ${scroll}px wide`);
            }
            const path = join(screenshotDir, `dominoes-${m.family}-${width}x${height}.png`);
            await page.screenshot({ path });
            shots.push(path);
          }
        };
      }
      const seen = await playMatch(page, { screenshots });
      same(seen.final, 'Match over', 'the last dialog');
      same(seen.hands, m.hands, 'hands played (the native engine plays this match in this many)');
      same(seen.nextHand, m.hands - 1, '"Next hand" dialogs');
      assert(seen.disabledSeen, 'never saw a tile that cannot be played disabled on your turn');
      if (m.family === 'jamaican') assert(seen.hardEnds > 0, 'a whole Jamaican match and never a hard end');
      assert(seen.announced.size >= 2, `the live region announced moves of only ${[...seen.announced]}`);
      // The menu's sheet, and the match-over dialog's recap of it.
      same(await page.locator('.side .score-sheet tbody tr').count(), m.hands, 'score sheet rows');
      same(await page.getByRole('dialog').locator('.recap tbody tr').count(), m.hands, 'the recap\'s rows');
      await page.getByRole('dialog').getByRole('button', { name: 'New match', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert(await page.getByText('Hand 1', { exact: true }).isVisible(), 'New match did not start hand 1');
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await check('a whole hand with the keyboard alone: focus always lands on a move to make', async () => {
    await openPicker(page, subUrl(3));
    await choose(page, { family: 'jamaican', pace: 'instant', level: 'random' });
    await page.getByRole('button', { name: 'Start', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor();
    for (let presses = 0; presses < 60; presses += 1) {
      await waitForYou(page);
      // Give the page a moment to move the focus after the computer's moves.
      await page.waitForFunction(() => {
        const el = document.activeElement;
        return el && el.tagName === 'BUTTON' && !el.disabled && el.getAttribute('aria-disabled') !== 'true';
      }, null, { timeout: 3000 }).catch(() => {});
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return el && el.tagName === 'BUTTON' && !el.disabled && el.getAttribute('aria-disabled') !== 'true'
          ? { name: el.getAttribute('aria-label') || el.textContent.trim(), dialog: !!el.closest('[role="dialog"]') }
          : null;
      });
      assert(focused, `no enabled button has the focus (step ${await stepOf(page)})`);
      if (focused.dialog) {
        same(focused.name, 'Next hand', 'the focused dialog button');
        return;
      }
      const before = await stepOf(page);
      await page.keyboard.press('Enter');
      await page.waitForFunction((b) => {
        const game = document.querySelector('.game');
        return game.getAttribute('data-step') !== b || document.querySelector('[role="dialog"]');
      }, before, { timeout: 5000 });
    }
    throw new Error('the hand did not end after 60 key presses');
  });

  await check('the strongest computer level offered plays a hand in the browser', async () => {
    await openPicker(page, subUrl(7));
    await choose(page, { family: 'jamaican', pace: 'instant' });
    const levels = await page.getByLabel('East (opponent)').locator('option').evaluateAll((os) => os.map((o) => o.value));
    const strongest = levels[levels.length - 1];
    await choose(page, { level: strongest });
    await start(page);
    const started = Date.now();
    const seen = await playMatch(page, { oneHand: true });
    assert(seen.final, 'the hand did not end');
    console.log(`     (levels offered: ${levels.join(', ')}; a hand against ${strongest} took ${((Date.now() - started) / 1000).toFixed(1)}s)`);
  });

  await check('a panic shows a message with two ways out: back to the saved match, or a new match', async () => {
    // A match with a move played, saved as every move is.
    await openPicker(page, subUrl(8));
    await choose(page, { family: 'jamaican', pace: 'instant' });
    await start(page);
    await waitForYou(page);
    await playFirst(page, await firstChoice(page));
    await waitForYou(page);
    const kept = await page.evaluate(() => localStorage.getItem('dominoes.match'));
    assert(kept && JSON.parse(kept).hands[0].length > 0, 'no move in the saved match');
    const step = await stepOf(page);
    const crash = async () => {
      expectingCrash(true);
      await page.goto(`${base}${SUB}?crash-test`);
      const alert = page.getByRole('alert').filter({ hasText: 'the game stopped' });
      await alert.waitFor({ timeout: 10000 });
      assert(await page.getByText('crash test requested').count() === 1, 'no panic text in the details');
      same(await page.evaluate(() => localStorage.getItem('dominoes.match')), kept, 'the saved match after a crash');
      expectingCrash(false);
    };
    // Restart: back at the table, where the match was.
    await crash();
    await page.getByRole('link', { name: 'Restart the game' }).click();
    await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor({ timeout: 10000 });
    await waitForYou(page);
    same(await stepOf(page), step, 'the table\'s step after a restart');
    // A new match: the saved one is dropped first, and the picker offers nothing back.
    await crash();
    await page.getByRole('link', { name: 'Start a new match' }).click();
    await page.getByRole('form', { name: 'Choose a game' }).waitFor({ timeout: 10000 });
    same(await page.evaluate(() => localStorage.getItem('dominoes.match')), null, 'the saved match after "Start a new match"');
    same(await page.getByRole('button', { name: 'Back to the match', exact: true }).count(), 0, 'a match offered back after "Start a new match"');
  });

  await check('the page also works from the site root', async () => {
    await openPicker(page, `${base}/`);
    await start(page);
    const hand = await handButtons(page);
    assert(hand.length === 7 && hand.every((h) => TILE_NAME.test(h.name)), 'no hand of 7 at the root');
  });

  await check('a first view before the game: a title and a loading note, no controls; a changed game module is refused', async () => {
    const noScript = await launch({ javaScriptEnabled: false });
    try {
      const first = await noScript.context.newPage();
      await first.goto(subUrl(), { waitUntil: 'load' });
      same(await first.getByRole('heading', { level: 1 }).innerText(), 'Dominoes', 'the first view\'s heading');
      assert(await first.getByText('Loading the game').isVisible(), 'no loading note in the first view');
      same(await first.locator('#app').getByRole('button').count(), 0, 'buttons in the first view');
      same(await first.getByRole('form').count(), 0, 'forms in the first view');
    } finally {
      await noScript.close();
    }
    // One byte of the game's module changed on the way: boot.js refuses to run it.
    const changed = await serveDist({
      rewrite: (rel, body) => {
        if (!/^dominoes-web-.*_bg\.wasm$/.test(rel)) return null;
        const copy = Buffer.from(body);
        copy[copy.length - 1] ^= 1;
        return copy;
      },
    });
    const other = await launch();
    try {
      const bad = await other.context.newPage();
      await bad.goto(`${changed.base}${SUB}`);
      const alert = bad.getByRole('alert').filter({ hasText: 'integrity' });
      await alert.waitFor({ timeout: 15000 });
      assert(await bad.locator('#app').isHidden(), 'the first view is still shown after the failure');
      same(await bad.getByRole('form', { name: 'Choose a game' }).count(), 0, 'a picker from a changed module');
    } finally {
      await other.close();
      changed.server.close();
    }
  });

  await check('no console errors or warnings, no page errors, no failed requests', async () => {
    same(problems, [], 'problems');
  });
} catch (err) {
  couldNotRun(err);
} finally {
  await browser.close();
  server.close();
}

if (shots.length) console.log(`screenshots: ${shots.join(', ')}`);
finish(testsStarted);
