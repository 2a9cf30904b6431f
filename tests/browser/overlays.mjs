// The new player's third list (the playtest read in session 10), checked as a player
// meets each item, at 360x740, 740x360 and 1280x800; run by layout.test.mjs:
// - spinner games: each end button and its glowing end on the table carry the same
//   letter, and the prompt says the glowing ends are tapped;
// - Fast pace: your turn (the prompt, your playable tiles, the glowing ends) waits until
//   the last tile has slid into place.

import { join } from 'node:path';
import {
  assert, check, choose, clickChoice, firstChoice, launch, openPicker, same, start, stepOf, waitForYou, watch,
} from './harness.mjs';

/** The sizes a player meets the table at: two phones and a desktop. */
const SIZES = [[360, 740], [740, 360], [1280, 800]];
/** The buttons' names for the table's `data-end` names. */
const END_NAMES = { left: 'Left end', right: 'Right end', north: 'Top arm', south: 'Bottom arm' };

/** Plays South's first choice and waits for the table's step to change. */
async function playFirst(page, choice) {
  const before = await stepOf(page);
  await clickChoice(page, choice);
  await page.waitForFunction((b) => {
    const game = document.querySelector('.game');
    return !game || game.dataset.step !== b || document.querySelector('[role="dialog"]');
  }, before, { timeout: 5000 });
}

/** Boxes of the elements matching `q` (window coordinates). */
function boxesOf(page, q) {
  return page.locator(q).evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, r: r.right, b: r.bottom };
  }));
}

const overlap = (a, b) => Math.min(a.r, b.r) - Math.max(a.x, b.x) > 1 && Math.min(a.b, b.b) - Math.max(a.y, b.y) > 1;

/** Runs the checks against the game served at `url`; pictures go to `shotDir`. */
export async function overlayChecks(url, shotDir) {
  for (const [w, h] of SIZES) {
    await check(`${w}x${h} All Fives: each end button and its glowing end carry the same letter; the prompt says to tap a glowing end`, async () => {
      const browser = await launch({ viewport: { width: w, height: h } });
      const page = watch(await browser.context.newPage());
      try {
        // Seed 5's second hand has a tile fitting three ends, two of them showing 1.
        await openPicker(page, `${url}?seed=5`);
        await choose(page, { family: 'allfives', players: 4, pace: 'instant' });
        await start(page);
        let most = 0;
        for (let guard = 0; guard < 200 && most < 3; guard += 1) {
          await waitForYou(page);
          const choice = await firstChoice(page);
          if (choice.dialog && !choice.dialog.includes('Next hand')) break;
          if (choice.dialog) {
            await page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true }).click();
            continue;
          }
          if (choice.group === 'Choose an end') {
            const group = page.getByRole('group', { name: 'Choose an end', exact: true });
            const buttons = await group.getByRole('button').evaluateAll((bs) => bs
              .filter((b) => b.textContent.trim() !== 'Cancel')
              .map((b) => ({
                name: b.getAttribute('aria-label') ?? b.textContent.trim(),
                letter: getComputedStyle(b, '::before').content.replace(/^"|"$/g, ''),
              })));
            const glows = await page.locator('.end-targets .end-target').evaluateAll((gs) => gs.map((g) => ({
              end: g.dataset.end,
              letter: g.querySelector('.end-letter text')?.textContent ?? '',
            })));
            same(buttons.map((b) => b.letter), buttons.map((_, i) => 'ABCD'[i]), `the end buttons' letters (${JSON.stringify(buttons)})`);
            for (const b of buttons) {
              assert(/^\d+ (Left|Right) end$|^\d+ (Top|Bottom) arm$/.test(b.name), `an end button named "${b.name}"`);
              const glow = glows.find((g) => b.name.endsWith(END_NAMES[g.end]));
              assert(glow, `"${b.name}" has no glowing end on the table (${JSON.stringify(glows)})`);
              same(glow.letter, b.letter, `the letter on the glowing ${glow.end} end for "${b.name}"`);
            }
            same(glows.length, buttons.length, 'glowing ends for the end buttons');
            // Each letter is whole on the felt and clear of the choices.
            const [felt] = await boxesOf(page, '.felt');
            const [panel] = await boxesOf(page, '.play-row > .choices');
            for (const badge of await boxesOf(page, '.end-targets .end-letter')) {
              assert(badge.x >= felt.x - 0.5 && badge.y >= felt.y - 0.5 && badge.r <= felt.r + 0.5 && badge.b <= felt.b + 0.5,
                `a letter outside the felt: ${JSON.stringify([badge, felt])}`);
              assert(badge.b - badge.y >= 18, `a letter ${badge.b - badge.y} px tall`);
              assert(!overlap(badge, panel), `the choices cover a letter: ${JSON.stringify([badge, panel])}`);
            }
            const prompt = await page.locator(w < h ? '.choices-title' : '.prompt').innerText();
            assert(/^Tap a glowing end for \d+-\d+\.$/.test(prompt.trim()), `the prompt says "${prompt}"`);
            if (buttons.length > most) {
              most = buttons.length;
              await page.screenshot({ path: join(shotDir, `end-letters-${w}x${h}.png`) });
            }
          }
          await playFirst(page, choice);
        }
        assert(most >= 3, `no tile fitting three ends came up (at most ${most})`);
      } finally {
        await browser.close();
      }
    });
  }

  for (const [w, h] of SIZES) {
    await check(`${w}x${h} Fast pace: your turn (prompt, playable tiles, glowing ends) waits until the last tile has slid into place`, async () => {
      const browser = await launch({ viewport: { width: w, height: h } });
      const page = watch(await browser.context.newPage());
      try {
        await openPicker(page, `${url}?seed=3`);
        await choose(page, { family: 'jamaican', players: 4, pace: 'fast' });
        await start(page);
        // Every frame: is the latest tile still sliding, and does the page already offer
        // you your turn?
        await page.evaluate(() => {
          const seen = { frames: 0, sliding: 0, turns: 0, early: [] };
          window.slideSeen = seen;
          let before = false;
          const frame = () => {
            seen.frames += 1;
            const tile = document.querySelector('.table-tile.latest .tile-slide');
            const sliding = !!tile && tile.getAnimations().some((a) => a.playState === 'running');
            const offered = [
              document.querySelector('.prompt.your-turn') && 'the prompt',
              document.querySelector('[aria-label="Your hand"] button:not([disabled]):not([aria-disabled="true"])') && 'a playable tile',
              document.querySelector('.end-targets .end-target') && 'a glowing end',
            ].filter(Boolean);
            if (sliding) seen.sliding += 1;
            if (offered.length && !before) seen.turns += 1;
            before = offered.length > 0;
            if (sliding && offered.length && seen.early.length < 5) {
              seen.early.push(`${document.querySelector('.game')?.dataset.step}: ${offered.join(', ')}`);
            }
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        for (let turn = 0; turn < 7; turn += 1) {
          await waitForYou(page);
          const choice = await firstChoice(page);
          if (choice.dialog) break;
          await playFirst(page, choice);
        }
        const seen = await page.evaluate(() => window.slideSeen);
        assert(seen.sliding > 10 && seen.turns >= 3, `too little seen: ${JSON.stringify(seen)}`);
        same(seen.early, [], 'your turn offered while the last tile still slid in');
      } finally {
        await browser.close();
      }
    });
  }
}
