// The phone table's "seen and left" list (session 10's closing note), checked as a player
// on a phone meets each item; run by layout.test.mjs, or alone after `trunk build
// --release` with `node tests/browser/phone.mjs [name pattern]`:
// - upright with three or four players for themselves, the score chips share the bar's
//   one row with the hand number, the sound and Menu, every figure readable, and the row
//   they took goes to the felt;

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assert, check as checkOne, choose, couldNotRun, finish, launch, needDist, openPicker, problems, same, serveDist, start,
  waitForYou, watch,
} from './harness.mjs';

/** Boxes of the elements matching `q` (window coordinates). */
function boxesOf(page, q) {
  return page.locator(q).evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, r: r.right, b: r.bottom, h: r.height };
  }));
}

/** Runs the checks against the game served at `url` (those whose name `only` matches,
 *  when given); pictures go to `shotDir`. */
export async function phoneChecks(url, shotDir, only = null) {
  const check = (name, fn) => (!only || only.test(name) ? checkOne(name, fn) : null);

  // [width, height, family, players, least felt height] (the scores on a second row
  // of the bar left the felt 229, 426, 305 and 233 px)
  for (const [w, h, family, players, feltH] of [
    [360, 740, 'french', 4, 250],
    [390, 844, 'matador', 4, 445],
    [360, 740, 'allfives', 4, 325],
    [360, 740, 'cutthroat', 3, 255],
  ]) {
    await check(`${w}x${h} ${family} ${players} players: the scores share the bar's one row, every figure readable, the felt given the row`, async () => {
      const browser = await launch({ viewport: { width: w, height: h } });
      const page = watch(await browser.context.newPage());
      try {
        await openPicker(page, `${url}?seed=3`);
        await choose(page, { family, players, pace: 'instant' });
        await start(page);
        await waitForYou(page);
        /** The bar's parts, the chips' names and figures and their type sizes, the felt. */
        const look = () => page.evaluate(() => {
          const box = (el) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, r: r.right, b: r.bottom };
          };
          const px = (el) => parseFloat(getComputedStyle(el).fontSize);
          const whole = (el) => el.scrollWidth <= el.clientWidth + 1;
          return {
            bar: box(document.querySelector('.game-bar')),
            menu: box(document.querySelector('.game-bar .menu-button')),
            hand: { ...box(document.querySelector('.game-bar .hand-no')), text: document.querySelector('.game-bar .hand-no').innerText },
            chips: [...document.querySelectorAll('.score-chip')].map((c) => ({
              ...box(c),
              name: c.querySelector('.chip-name').innerText,
              figure: c.querySelector('.chip-score').innerText,
              namePx: px(c.querySelector('.chip-name')),
              figurePx: px(c.querySelector('.chip-score')),
              whole: whole(c),
            })),
            felt: box(document.querySelector('.felt')),
          };
        });
        const inRow = (seen) => {
          const { bar, menu } = seen;
          assert(bar.b - bar.y <= 50, `the bar is ${(bar.b - bar.y).toFixed(0)} px tall (two rows?)`);
          for (const part of [...seen.chips, seen.hand]) {
            assert(part.y >= menu.y - 4 && part.b <= menu.b + 4, `"${part.name ?? part.text}" is not in Menu's row: ${JSON.stringify([part, menu])}`);
            assert(part.x >= bar.x - 0.5 && part.r <= bar.r + 0.5 && part.r <= w, `"${part.name ?? part.text}" leaves the bar: ${JSON.stringify([part, bar])}`);
          }
          const last = seen.chips[seen.chips.length - 1];
          assert(last.r <= menu.x, `the scores run under Menu: ${JSON.stringify([last, menu])}`);
          for (const c of seen.chips) {
            assert(c.whole && c.namePx >= 11.5 && c.figurePx >= 15.5, `a chip too small or cut: ${JSON.stringify(c)}`);
          }
          for (let i = 1; i < seen.chips.length; i += 1) {
            assert(seen.chips[i].x >= seen.chips[i - 1].r, `chips over each other: ${JSON.stringify(seen.chips)}`);
          }
        };
        const seen = await look();
        same(seen.chips.map((c) => c.name), players === 4 ? ['You', 'E', 'N', 'W'] : ['You', 'E', 'W'], 'the chips\' names');
        assert(/Hand\s+1/.test(seen.hand.text), `the hand number reads "${seen.hand.text}"`);
        inRow(seen);
        assert(seen.felt.b - seen.felt.y >= feltH, `the felt is ${(seen.felt.b - seen.felt.y).toFixed(0)} px tall (at least ${feltH})`);
        await page.screenshot({ path: join(shotDir, `phone-scores-${family}${players}-${w}x${h}.png`) });
        // Late in a long match every side may have three figures (and French may go
        // below 0): the row still holds them.
        await page.evaluate(() => document.querySelectorAll('.score-chip .chip-score')
          .forEach((s, i) => { s.textContent = ['148', '-30', '205', '99'][i]; }));
        inRow(await look());
        await page.screenshot({ path: join(shotDir, `phone-scores-${family}${players}-${w}x${h}-long.png`) });
      } finally {
        await browser.close();
      }
    });
  }
}

// Alone: `node tests/browser/phone.mjs [pattern]` runs the checks whose name matches.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await needDist();
  const { server, base } = await serveDist();
  try {
    const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
    await phoneChecks(`${base}/`, process.env.SCREENSHOT_DIR || '/tmp/dominoes-layout', only);
    await checkOne('no console errors or warnings, no page errors, no failed requests', async () => {
      same(problems, [], 'problems');
    });
  } catch (err) {
    couldNotRun(err);
  } finally {
    server.close();
  }
  finish(started);
}
