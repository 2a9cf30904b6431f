// Browser test of the coach's tools (issue 13), in headless Chromium over the built game
// (dist/), at a 360x740 phone and a 1280x800 desktop, by role and accessible name:
// - the tile tracker: off by default; turned on in the side column / Menu drawer; after
//   some other seat passed, each number's tiles add up to the set, the passer's line
//   names numbers it lacks; the option survives a reload; the table still does not
//   scroll with the panel open;
// - the hint: the "Hint" button (and the H key) on your turn announces the coach's (the
//   expert's) move in the live region ("Hint: play 3-5 on the right end. Why: ..."), a move you
//   can make; hints are counted with the saved match and the count survives a reload.
//
// Run after `trunk build --release`:   node tests/browser/coach.test.mjs
// Environment: CHROMIUM, SCREENSHOT_DIR (default /tmp/dominoes-coach) for the panels'
// pictures. Prints one line per check and "N passed, M failed"; exits 1 on any failure.

import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SUB, assert, check, choose, clickChoice, firstChoice, launch, openPicker, runFile, saidLines,
  same, start, stepOf, waitForYou, watch,
} from './harness.mjs';

const shotDir = process.env.SCREENSHOT_DIR || join(tmpdir(), 'dominoes-coach');
const SIZES = [[360, 740], [1280, 800]];

/** Plays your moves (the first choice offered) until `done()` holds on the page's live
 *  lines or the hand ends; returns whether it held. */
async function playUntil(page, done) {
  for (let guard = 0; guard < 200; guard += 1) {
    await waitForYou(page);
    if (done(await saidLines(page))) return true;
    const choice = await firstChoice(page);
    if (choice.dialog || choice.nothing) return false;
    const before = await stepOf(page);
    await clickChoice(page, choice);
    await page.waitForFunction((b) => {
      const game = document.querySelector('.game');
      return !game || game.getAttribute('data-step') !== b || document.querySelector('[role="dialog"]');
    }, before, { timeout: 5000 });
  }
  return false;
}

/** Opens the Menu drawer where there is one (narrow screens). */
async function openMenu(page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) {
    await menu.click();
    await page.locator('.side.open').waitFor();
    // The drawer slides in.
    await page.waitForTimeout(300);
  }
}

async function closeMenu(page) {
  const close = page.getByRole('button', { name: 'Close', exact: true });
  if (await close.isVisible()) await close.click();
}

/** Whether the document scrolls at this size. */
async function scrolls(page) {
  return page.evaluate(() => {
    const d = document.documentElement;
    return d.scrollHeight > window.innerHeight + 1 || d.scrollWidth > window.innerWidth + 1;
  });
}

async function trackerChecks(base, [width, height]) {
  const size = `${width}x${height}`;
  const browser = await launch({ viewport: { width, height } });
  try {
    const page = watch(await browser.context.newPage());
    await openPicker(page, `${base}${SUB}?seed=5`);
    await choose(page, { family: 'jamaican', level: 'easy', pace: 'instant' });
    await start(page);

    await check(`${size}: the tile tracker is off by default, its option in the menu`, async () => {
      same(await page.getByRole('region', { name: 'Tile tracker' }).count(), 0, 'tracker panels shown');
      await openMenu(page);
      const box = page.getByRole('checkbox', { name: 'Show the tile tracker' });
      assert(!(await box.isChecked()), 'the tracker option starts checked');
      await box.check();
      await page.getByRole('region', { name: 'Tile tracker' }).waitFor();
      await closeMenu(page);
    });

    await check(`${size}: after passes the tracker names what the passers lack`, async () => {
      const passers = new Set();
      let named = null;
      const seen = async () => {
        for (const l of await saidLines(page)) {
          const m = l.match(/^(East|North|West) passed/);
          if (m) passers.add(m[1]);
        }
        // Read from the DOM: on a phone the panel waits in the closed drawer.
        const text = (name) => page.locator(`section[aria-labelledby="tracker-title"] ul[aria-label="${name}"] li`)
          .evaluateAll((lis) => lis.map((li) => li.textContent));
        const numbers = await text('Tiles per number');
        same(numbers.length, 7, 'numbers in a double-six tracker');
        for (const l of numbers) {
          const m = l.match(/^(\d+): (\d+) played, (\d+) yours, (\d+) unseen$/);
          assert(m, `a number's line: ${l}`);
          same(Number(m[2]) + Number(m[3]) + Number(m[4]), 7, `tiles showing ${m[1]}`);
        }
        const seats = await text('What the others showed');
        same(seats.length, 3, 'other players listed');
        for (const l of seats) {
          // Nobody has drawn or been read lacking before passing.
          if (!passers.has(l.split(':')[0])) same(l.split(':')[1], ' no number ruled out', 'a line before any pass');
        }
        if (await page.getByRole('dialog').count()) return null;
        return seats.find((l) => passers.has(l.split(':')[0]) && /: no \d/.test(l));
      };
      for (let guard = 0; guard < 120 && !named; guard += 1) {
        await waitForYou(page);
        named = await seen();
        if (named) break;
        const choice = await firstChoice(page);
        if (choice.dialog) {
          passers.clear();
          await page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true }).click();
          continue;
        }
        const before = await stepOf(page);
        await clickChoice(page, choice);
        await page.waitForFunction((b) => document.querySelector('.game').getAttribute('data-step') !== b
          || document.querySelector('[role="dialog"]'), before, { timeout: 5000 });
      }
      assert(named, `no passer's line named a number (passers: ${[...passers]})`);
      await openMenu(page);
      assert(!(await scrolls(page)), 'the page scrolls with the tracker open');
      await mkdir(shotDir, { recursive: true });
      await page.screenshot({ path: join(shotDir, `tracker-${size}.png`) });
      await closeMenu(page);
    });

    await check(`${size}: the tracker option is remembered after a reload`, async () => {
      await page.reload({ waitUntil: 'load' });
      await page.locator('.game').waitFor({ timeout: 20000 });
      await openMenu(page);
      assert(await page.getByRole('checkbox', { name: 'Show the tile tracker' }).isChecked(), 'unchecked after reload');
      await page.getByRole('region', { name: 'Tile tracker' }).waitFor();
      assert(!(await scrolls(page)), 'the page scrolls with the tracker open');
    });

    await check(`${size}: the tracker names hard ends in Jamaican, and has no such line in Matador`, async () => {
      const hard = page.locator('section[aria-labelledby="tracker-title"] p');
      const line = (await hard.allTextContents()).join('|');
      assert(/^Hard ends: (none|\d(, \d)*)$/.test(line), `the hard ends' line in Jamaican: ${line}`);
      await openPicker(page, `${base}${SUB}?seed=5`);
      await choose(page, { family: 'matador', level: 'easy', pace: 'instant' });
      await start(page);
      await page.locator('section[aria-labelledby="tracker-title"] li').first().waitFor({ state: 'attached' });
      same(await hard.count(), 0, "lines under the tracker's lists in Matador");
    });
  } finally {
    await browser.close();
  }
}

/** The newest hint line of the live region, once one is there. */
async function hintLine(page) {
  const handle = await page.waitForFunction(() => [...document.querySelectorAll('[role="status"] p')]
    .map((p) => p.textContent).reverse().find((t) => t.startsWith('Hint')), null, { timeout: 10000 });
  return handle.jsonValue();
}

async function hintChecks(base, [width, height]) {
  const size = `${width}x${height}`;
  const browser = await launch({ viewport: { width, height } });
  try {
    const page = watch(await browser.context.newPage());
    await openPicker(page, `${base}${SUB}?seed=3`);
    await choose(page, { family: 'jamaican', level: 'easy', pace: 'instant' });
    await start(page);
    const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem('dominoes.match') || '{}').hints);

    await check(`${size}: Hint on your turn announces a move you can make, with why`, async () => {
      await waitForYou(page);
      const hint = page.getByRole('button', { name: 'Hint', exact: true });
      assert(await hint.isEnabled(), 'Hint is disabled on your turn');
      await hint.click();
      const line = await hintLine(page);
      const m = line.match(/^Hint: (?:play|pose) (\d+-\d+)[ .].*Why: .+\.$/);
      assert(m, `the hint: ${line}`);
      const tiles = await page.getByRole('group', { name: 'Your hand' }).getByRole('button').evaluateAll((bs) =>
        bs.map((b) => ({ name: b.getAttribute('aria-label') || b.textContent, off: b.disabled || b.getAttribute('aria-disabled') === 'true' })));
      const tile = tiles.find((t) => t.name.startsWith(m[1]));
      assert(tile && !tile.off, `the hinted ${m[1]} is not a playable tile of ${JSON.stringify(tiles)}`);
      assert(await page.getByRole('status').getByText(line).count(), 'the hint is not in the live region');
      same(await saved(), 1, 'hints saved with the match');
      assert(!(await scrolls(page)), 'the page scrolls with a hint shown');
      await mkdir(shotDir, { recursive: true });
      await page.screenshot({ path: join(shotDir, `hint-${size}.png`) });
    });

    await check(`${size}: H asks for a hint on a later turn; the count survives a reload`, async () => {
      const choice = await firstChoice(page);
      const before = await stepOf(page);
      await clickChoice(page, choice);
      await page.waitForFunction((b) => document.querySelector('.game').getAttribute('data-step') !== b
        || document.querySelector('[role="dialog"]'), before, { timeout: 5000 });
      await waitForYou(page);
      assert(!(await page.getByRole('dialog').count()), 'the hand ended too soon for this seed');
      await page.keyboard.press('h');
      await hintLine(page);
      same(await saved(), 2, 'hints saved with the match');
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor({ timeout: 20000 });
      same(await saved(), 2, 'hints after a reload');
    });

    // Upright, the end buttons cover the live region with the hint's words: once the
    // hint's tile is picked, its end's button is marked as the hint's (French: arms).
    await check(`${size}: the hint's end is the one marked button once its tile is picked, its name unchanged`, async () => {
      await openPicker(page, `${base}${SUB}?seed=3`);
      await choose(page, { family: 'french', level: 'easy', pace: 'instant' });
      await start(page);
      let found = null;
      for (let turn = 0; turn < 30 && !found; turn++) {
        await waitForYou(page);
        if (await page.getByRole('dialog').count()) break;
        // While an end is being chosen (a tile picked last turn by firstChoice), the
        // move row, Hint with it, is hidden: no hint to ask for then.
        const hint = page.getByRole('button', { name: 'Hint', exact: true });
        if (await hint.isVisible() && await hint.isEnabled()) {
          await hint.click();
          const line = await hintLine(page);
          const m = line.match(/^Hint: play (\d+-\d+) on the (\d+) (end|arm)(?: \(pick \1, then ([A-D])\))?,/);
          const tile = page.locator('.hand .tile.hinted');
          if (m && await tile.count()) {
            await tile.click();
            const ends = page.getByRole('group', { name: 'Choose an end' });
            if (await ends.count()) {
              const buttons = await ends.getByRole('button').evaluateAll((bs) => bs.map((b) => ({
                hinted: b.classList.contains('hinted'), text: b.innerText.replace(/\s+/g, ' ').trim(),
                description: b.getAttribute('aria-description'),
              })));
              const marked = buttons.filter((b) => b.hinted);
              same(marked.length, 1, `marked end buttons of ${JSON.stringify(buttons)}`);
              same(marked[0].description, "The hint's choice", 'the marked button\'s description');
              assert(marked[0].text.includes(`${m[2]} ${m[3]}`) && (!m[4] || marked[0].text.startsWith(m[4].trim())),
                `the hint "${line}" beside the marked button "${marked[0].text}"`);
              // Its name stays the end's ("A 6 end"): the tag is seen, not said.
              const said = await ends.ariaSnapshot();
              assert(!/Hint/.test(said), `the end buttons' names: ${said}`);
              // Reached by the keyboard, it keeps the hint's blue ring inside the focus ring.
              let ring = null;
              await ends.getByRole('button').first().focus();
              await page.keyboard.press('Shift+Tab');
              for (let tab = 0; tab < buttons.length && !ring; tab += 1) {
                await page.keyboard.press('Tab');
                ring = await page.evaluate(() => {
                  const el = document.activeElement;
                  return el?.classList.contains('hinted') && el.closest('[aria-label="Choose an end"]') && el.matches(':focus-visible')
                    ? getComputedStyle(el).boxShadow : null;
                });
              }
              assert(ring && ring.includes('rgb(124, 196, 255)'), `the marked end button with the keyboard's focus: ${ring}`);
              await page.screenshot({ path: join(shotDir, `hint-end-focus-${size}.png`) });
              await page.screenshot({ path: join(shotDir, `hint-end-${size}.png`) });
              found = line;
              break;
            }
            continue; // the hint's tile went to its only end: that was this turn's move
          }
        }
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        await clickChoice(page, choice);
      }
      assert(found, 'no hint with a choice of ends in 30 turns');
    });
  } finally {
    await browser.close();
  }
}

await runFile(async (base) => {
  for (const size of SIZES) await trackerChecks(base, size);
  for (const size of SIZES) await hintChecks(base, size);
});
