// Browser test of Undo (issue 13, item 5), in headless Chromium over the built game
// (dist/), at a 360x740 phone, a 740x360 landscape phone and a 1280x800 desktop, by role
// and accessible name:
// - the "Allow undo" option (Menu) is off at first: no Undo button; turned on, it is
//   remembered after a reload; with nothing to take back, a tap on it says why;
// - at a decision of yours (two tiles or more to play), a tile is played and the
//   computer players answer; Undo brings the hand back as it was: your tiles, the table
//   (its accessible name and its tiles), your turn and the prompt; the live region says
//   what was taken back;
// - the match played to its end is marked: the match-over dialog and the score sheet say
//   "With help: 1 undo", the statistics count the undo and a match with help.
//
// Run after `trunk build --release`:   node tests/browser/undo.test.mjs
// Environment: CHROMIUM, SCREENSHOT_DIR (default /tmp/dominoes-undo) for the pictures.
// Prints one line per check and "N passed, M failed"; exits 1 on any failure.

import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SUB, assert, check, choose, clickChoice, firstChoice, handButtons, launch, openPicker, playMatch,
  runFile, saidLines, same, start, stepOf, waitForYou, watch,
} from './harness.mjs';

const shotDir = process.env.SCREENSHOT_DIR || join(tmpdir(), 'dominoes-undo');
const SIZES = [[360, 740], [740, 360], [1280, 800]];

/** Runs `fn` with the side column shown: the Menu drawer opened on narrow screens, and
 *  closed again after. */
async function inMenu(page, fn) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const drawer = await menu.isVisible();
  if (drawer) {
    await menu.click();
    await page.locator('.side.open').waitFor();
  }
  const out = await fn();
  if (drawer) await page.getByRole('button', { name: 'Close', exact: true }).click();
  return out;
}

/** What Undo must bring back: your tiles, the table, whose turn and the prompt. */
async function snapshot(page) {
  const table = page.locator('.table-svg');
  return {
    hand: await handButtons(page),
    table: await table.getAttribute('aria-label'),
    tiles: await table.locator('.table-tiles > *').count(),
    prompt: await page.locator('.prompt').innerText(),
    yourTurn: await page.locator('.prompt.your-turn').count(),
  };
}

/** Plays on with the tests' first choices until a turn of yours with two tiles or more
 *  to play. */
async function toDecision(page) {
  for (let guard = 0; guard < 200; guard += 1) {
    await waitForYou(page);
    const playable = (await handButtons(page)).filter((b) => !b.disabled).length;
    const choice = await firstChoice(page);
    if (playable >= 2 && choice.group === 'Your hand') return choice;
    assert(!choice.dialog, 'the hand ended before a decision');
    const before = await stepOf(page);
    await clickChoice(page, choice);
    await page.waitForFunction((b) => document.querySelector('.game').getAttribute('data-step') !== b, before);
  }
  throw new Error('no decision of yours came');
}

async function undoChecks(base, [width, height]) {
  const size = `${width}x${height}`;
  const browser = await launch({ viewport: { width, height } });
  try {
    const page = watch(await browser.context.newPage());
    await openPicker(page, `${base}${SUB}?seed=31`);
    await choose(page, { family: 'partnership', level: 'random', pace: 'instant' });
    await start(page);
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const option = page.getByRole('checkbox', { name: 'Allow undo', exact: true });

    await check(`${size}: "Allow undo" is off at first, and remembered once on`, async () => {
      same(await undo.count(), 0, 'Undo buttons with the option off');
      await inMenu(page, async () => {
        assert(!(await option.isChecked()), 'the option is on at first');
        await option.check();
      });
      await undo.waitFor();
      // Before any decision of yours it takes back nothing, and a tap on your turn says
      // why (a playtest could not tell when it would work).
      await waitForYou(page);
      same(await undo.getAttribute('aria-disabled'), 'true', 'Undo\'s aria-disabled before any decision of yours');
      // (Playwright waits for an aria-disabled button to be enabled, a finger does not;
      // the click goes to the button itself, the Menu drawer maybe still sliding away.)
      await undo.dispatchEvent('click');
      await page.waitForFunction(() => [...document.querySelectorAll('[role="status"] p')]
        .some((p) => p.textContent.startsWith('Nothing to take back: Undo goes back to your last choice')), null, { timeout: 5000 });
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor({ timeout: 20000 });
      await undo.waitFor();
      assert(await inMenu(page, () => option.isChecked()), 'the option was forgotten');
    });

    await check(`${size}: Undo brings the hand back as it was at your decision`, async () => {
      const choice = await toDecision(page);
      const before = await snapshot(page);
      same(before.yourTurn, 1, 'your turn');
      await clickChoice(page, choice);
      // On the choices of end, if the tile fits two.
      const ends = page.getByRole('group', { name: 'Choose an end', exact: true });
      if (await ends.count()) await ends.getByRole('button').first().click();
      await waitForYou(page);
      const after = await snapshot(page);
      assert(after.tiles > before.tiles, 'the tile was not played');
      if (width === 360) {
        await mkdir(shotDir, { recursive: true });
        await page.screenshot({ path: join(shotDir, `undo-before-${size}.png`) });
      }
      if (await page.getByRole('dialog').count()) {
        // The hand ended with it: its result stands, nothing to take back.
        await page.getByRole('dialog').getByRole('button', { name: 'See the table', exact: true }).click();
        same(await undo.count(), 0, 'Undo buttons after the hand');
        return;
      }
      assert(!(await undo.isDisabled()), 'Undo is disabled after your move');
      await undo.click();
      await page.waitForFunction(() => [...document.querySelectorAll('[role="status"] p')]
        .some((p) => p.textContent.startsWith('Took back your move')));
      same(await snapshot(page), before, 'the hand after Undo');
      const said = await saidLines(page);
      assert(said[0].startsWith('Took back your move'), `live region: ${said}`);
      if (width === 360) await page.screenshot({ path: join(shotDir, `undo-after-${size}.png`) });
    });

    if (width > 1000) {
      await check(`${size}: the match is marked, and the statistics count the undo`, async () => {
        const seen = await playMatch(page);
        same(seen.final, 'Match over', 'the last dialog');
        const dialog = page.getByRole('dialog');
        await dialog.getByText('With help: 1 undo', { exact: true }).waitFor();
        await dialog.getByRole('button', { name: 'See the table', exact: true }).click();
        const sheet = page.getByRole('region', { name: 'Score sheet', exact: true });
        await sheet.getByText('With help: 1 undo', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Statistics', exact: true }).click();
        const panel = page.getByRole('region', { name: 'Statistics', exact: true });
        const l = await panel.getByRole('list', { name: 'Partnership to 100, Random', exact: true })
          .getByRole('listitem').allInnerTexts();
        same(l.slice(5), ['Hints used: 0', 'Undos used: 1', 'Matches with help: 1'], 'help lines');
        const chart = await panel.getByRole('img').getAttribute('aria-label');
        assert(/(won|lost) with help$/.test(chart), `chart: ${chart}`);
        await page.screenshot({ path: join(shotDir, `undo-stats-${size}.png`) });
      });
    }
  } finally {
    await browser.close();
  }
}

await runFile(async (base) => {
  for (const size of SIZES) await undoChecks(base, size);
});
