// Browser test of the statistics (issue 13, item 6), in headless Chromium over the built
// game (dist/), at a 360x740 phone and a 1280x800 desktop, by role and accessible name:
// - a real match (Partnership to 100, random computer players, instant pace, one hint
//   asked for) played to its end through the page's buttons is counted once: the
//   "Statistics" button in the side column / Menu drawer opens a panel whose list for
//   "Partnership to 100, Random" says 1 match, its hands, a win rate that agrees with
//   the chart of the last matches, and 1 hint (the match-over dialog's own "Statistics"
//   button shows the same); a reload of the finished match counts
//   nothing more; the match-over dialog also folds the match's score sheet, a row per
//   hand; a second match (New match) makes 2; the picker then offers the finished match
//   back as "Back to the result"; the panel under the picker shows the same; the table still does not scroll with the panel open;
// - the reset asks first, in the page: "Keep them" keeps everything, "Erase statistics"
//   empties the panel and leaves the saved match and settings alone; with nothing counted
//   (before any match, after erasing) no reset is offered;
// - damaged statistics (not JSON, another version, wrong types) give a notice and a fresh
//   start; nothing else in storage is touched.
//
// Run after `trunk build --release`:   node tests/browser/stats.test.mjs
// Environment: CHROMIUM, SCREENSHOT_DIR (default /tmp/dominoes-stats) for the pictures.
// Prints one line per check and "N passed, M failed"; exits 1 on any failure.

import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SUB, assert, check, choose, launch, openPicker, playMatch, runFile, same, start, waitForYou,
  watch,
} from './harness.mjs';

const shotDir = process.env.SCREENSHOT_DIR || join(tmpdir(), 'dominoes-stats');
const SIZES = [[360, 740], [1280, 800]];
const KEY = 'dominoes.stats';
const GROUP = 'Partnership to 100, Random';

/** Opens the Menu drawer where there is one (narrow screens). */
async function openMenu(page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.isVisible()) && !(await page.locator('.side.open').count())) {
    await menu.click();
    await page.locator('.side.open').waitFor();
    await page.waitForTimeout(300);
  }
}

/** Opens the statistics panel (in the drawer at the table, the hand-end dialog put
 *  aside) and returns it. */
async function openStats(page) {
  const dialog = page.getByRole('dialog');
  if (await dialog.count()) await dialog.getByRole('button', { name: 'See the table', exact: true }).click();
  if (await page.locator('.game').count()) await openMenu(page);
  const panel = page.getByRole('region', { name: 'Statistics', exact: true });
  if (!(await panel.count())) await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await panel.waitFor();
  return panel;
}

/** The lines of the panel's list for `name`. */
async function lines(panel, name) {
  return panel.getByRole('list', { name, exact: true }).getByRole('listitem').allInnerTexts();
}

/** Whether the document scrolls at this size. */
async function scrolls(page) {
  return page.evaluate(() => {
    const d = document.documentElement;
    return d.scrollHeight > window.innerHeight + 1 || d.scrollWidth > window.innerWidth + 1;
  });
}

/** Checks the group's lines after `matches` matches; returns the matches won. */
async function checkGroup(panel, matches) {
  const l = await lines(panel, GROUP);
  same(l.length, 8, `lines of ${GROUP}: ${l}`);
  same(l[0], GROUP, 'the list\'s title');
  const m = l[1].match(/^Matches: (\d+) played, (\d+) won \((\d+)%\)$/);
  assert(m, `matches line: ${l[1]}`);
  same(Number(m[1]), matches, 'matches played');
  const won = Number(m[2]);
  same(Number(m[3]), Math.floor((won * 100) / matches), 'win rate');
  const h = l[2].match(/^Hands: (\d+) played, (\d+) won$/);
  assert(h && Number(h[1]) >= 2 * matches && Number(h[2]) <= Number(h[1]), `hands line: ${l[2]}`);
  assert(/^Matches won in a row: \d+ \(best \d+\)$/.test(l[3]), `streak line: ${l[3]}`);
  assert(/^Points per hand: -?\d+\.\d$/.test(l[4]), `points line: ${l[4]}`);
  same(l[5], 'Hints used: 1', 'hints line');
  same(l[6], 'Undos used: 0', 'undos line');
  same(l[7], `Matches with help: ${matches}`, 'matches with help (a hint each)');
  const chart = await panel.getByRole('img').getAttribute('aria-label');
  const results = chart.replace(/^Last matches, oldest first: /, '').split(', ');
  same(results.length, matches, `results in the chart: ${chart}`);
  same(results.filter((r) => r === 'won with help').length, won, `matches won in the chart: ${chart}`);
  same(await panel.locator('svg rect').count(), matches, 'bars in the chart');
  // Its key is in view for the eye: what the bars mean.
  const key = panel.locator('.stats-key');
  assert(await key.isVisible(), 'the chart has no key in view');
  same(await key.innerText(), 'Last matches, oldest first: gold bar up, a win; pink bar down, a loss; hollow, played with help.', 'the chart\'s key');
  return won;
}

async function statsChecks(base, [width, height]) {
  const size = `${width}x${height}`;
  const browser = await launch({ viewport: { width, height } });
  try {
    const page = watch(await browser.context.newPage());
    await openPicker(page, `${base}${SUB}?seed=242`);

    await check(`${size}: the picker's statistics start empty, with nothing to reset`, async () => {
      const panel = await openStats(page);
      await panel.getByText('No match finished yet.').waitFor();
      same(await panel.getByRole('button', { name: 'Reset statistics', exact: true }).count(), 0, 'reset buttons before any match');
      await page.getByRole('button', { name: 'Statistics', exact: true }).click();
      await panel.waitFor({ state: 'detached' });
    });

    await check(`${size}: a match played to its end is counted, a hint with it`, async () => {
      await choose(page, { family: 'partnership', level: 'random', pace: 'instant' });
      await start(page);
      await waitForYou(page);
      await page.keyboard.press('h');
      await page.waitForFunction(() => [...document.querySelectorAll('[role="status"] p')]
        .some((p) => p.textContent.startsWith('Hint')), null, { timeout: 10000 });
      const seen = await playMatch(page);
      same(seen.final, 'Match over', 'the last dialog');
      same(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).v, KEY), 1, 'stored version');
      // The match-over dialog has the statistics too, this match counted.
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Statistics', exact: true }).click();
      const inDialog = dialog.getByRole('region', { name: 'Statistics', exact: true });
      await inDialog.waitFor();
      await checkGroup(inDialog, 1);
      if (width === 360) {
        await mkdir(shotDir, { recursive: true });
        await page.screenshot({ path: join(shotDir, `stats-dialog-${size}.png`) });
      }
      await dialog.getByRole('button', { name: 'Statistics', exact: true }).click();
      await inDialog.waitFor({ state: 'detached' });
      // And the match's recap, folded: a row for every hand played, the menu's score.
      const plural = seen.hands === 1 ? '' : 's';
      await dialog.getByText(`The match hand by hand (${seen.hands} hand${plural})`, { exact: true }).click();
      const recap = dialog.getByRole('region', { name: 'Scores by hand', exact: true });
      same(await recap.locator('tbody tr').count(), seen.hands, 'rows in the recap');
      const foot = await recap.locator('tfoot tr').first().innerText();
      assert(/^Score\s+\d+\s+\d+$/.test(foot.trim()), `the recap's score line: ${foot}`);
      if (width === 360) await page.screenshot({ path: join(shotDir, `recap-dialog-${size}.png`) });
      await dialog.getByRole('button', { name: 'See the table', exact: true }).click();
      const panel = await openStats(page);
      await checkGroup(panel, 1);
      assert(!(await scrolls(page)), 'the page scrolls with the statistics open');
      if (width === 360) {
        await mkdir(shotDir, { recursive: true });
        await page.screenshot({ path: join(shotDir, `stats-${size}.png`) });
      }
    });

    await check(`${size}: a reload of the finished match counts nothing more`, async () => {
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('dialog').waitFor({ timeout: 20000 });
      const panel = await openStats(page);
      await checkGroup(panel, 1);
    });

    if (width > 1000) {
      await check(`${size}: a second match makes two`, async () => {
        const stored = await page.evaluate((k) => localStorage.getItem(k), KEY);
        const close = page.getByRole('button', { name: 'Close', exact: true });
        if (await close.isVisible()) await close.click();
        await page.getByRole('button', { name: 'Back to the result', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'New match', exact: true }).click();
        await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor();
        same(await page.evaluate((k) => localStorage.getItem(k), KEY), stored, 'statistics while the match runs');
        await waitForYou(page);
        await page.keyboard.press('h');
        const seen = await playMatch(page);
        same(seen.final, 'Match over', 'the last dialog');
        await page.getByRole('dialog').getByRole('button', { name: 'Change game', exact: true }).click();
        // A finished match is offered back as its result, not as a match to play on.
        await page.getByRole('button', { name: 'Back to the result', exact: true }).waitFor({ timeout: 3000 });
        same(await page.getByRole('button', { name: 'Back to the match', exact: true }).count(), 0, '"Back to the match" after a finished one');
        const panel = await openStats(page);
        // Two hints in two matches.
        const l = await lines(panel, GROUP);
        same(l[5], 'Hints used: 2', 'hints after two matches');
        same(l[1].split(',')[0], 'Matches: 2 played', 'matches after two');
      });
    }

    await check(`${size}: the reset asks first, then erases only the statistics`, async () => {
      const panel = await openStats(page);
      const others = () => page.evaluate((k) => Object.keys(localStorage).filter((x) => x !== k).sort()
        .map((x) => [x, localStorage.getItem(x)]), KEY);
      const before = await others();
      assert(before.some(([x]) => x === 'dominoes.match'), 'a saved match to keep');
      await panel.getByRole('button', { name: 'Reset statistics', exact: true }).click();
      const ask = page.getByRole('alertdialog', { name: 'Reset statistics?', exact: true });
      await ask.getByRole('button', { name: 'Keep them', exact: true }).click();
      await ask.waitFor({ state: 'detached' });
      same((await lines(panel, GROUP)).length, 8, 'lines kept');
      await panel.getByRole('button', { name: 'Reset statistics', exact: true }).click();
      await ask.getByRole('button', { name: 'Erase statistics', exact: true }).click();
      await panel.getByText('No match finished yet.').waitFor();
      same(await panel.getByRole('list').count(), 0, 'lists after the reset');
      same(await panel.getByRole('button', { name: 'Reset statistics', exact: true }).count(), 0, 'reset buttons once erased');
      same(await page.evaluate((k) => localStorage.getItem(k), KEY), '{"v":1,"groups":[],"recent":""}', 'stored');
      same(await others(), before, 'the rest of storage');
    });

    const damaged = [
      ['not JSON', 'no statistics here'],
      ['another version', '{"v":2,"groups":[],"recent":""}'],
      ['wrong types', '{"v":1,"groups":[["partnership","random","1",1,2,1,0,1,1,5]],"recent":"w"}'],
    ];
    for (const [kind, text] of damaged) {
      await check(`${size}: damaged statistics (${kind}) give a notice and a fresh start`, async () => {
        const others = await page.evaluate(([k, t]) => {
          localStorage.setItem(k, t);
          return Object.keys(localStorage).filter((x) => x !== k).sort().map((x) => [x, localStorage.getItem(x)]);
        }, [KEY, text]);
        await page.reload({ waitUntil: 'load' });
        const notice = page.getByRole('alert');
        await notice.getByText(/Your statistics could not be read \(.+\), so they start afresh\./).waitFor({ timeout: 20000 });
        const after = await page.evaluate((k) => Object.keys(localStorage).filter((x) => x !== k).sort()
          .map((x) => [x, localStorage.getItem(x)]), KEY);
        same(after, others, 'the rest of storage');
        same(await page.evaluate((k) => localStorage.getItem(k), KEY), null, 'the damaged statistics');
        await notice.getByRole('button', { name: 'Dismiss', exact: true }).click();
        const panel = await openStats(page);
        await panel.getByText('No match finished yet.').waitFor();
      });
    }
  } finally {
    await browser.close();
  }
}

await runFile(async (base) => {
  for (const size of SIZES) await statsChecks(base, size);
});
