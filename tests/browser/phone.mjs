// The phone table's "seen and left" list (session 10's closing note), checked as a player
// on a phone meets each item; run by layout.test.mjs, or alone after `trunk build
// --release` with `node tests/browser/phone.mjs [name pattern]`:
// - upright with three or four players for themselves, the score chips share the bar's
//   one row with the hand number, the sound and Menu, every figure readable, and the row
//   they took goes to the felt;
// - at the Fast pace your turn (prompt, playable tiles, glowing ends) waits until the
//   table laid out again a step smaller has glided to its new places, not only until the
//   last tile has slid in, also with the page's CPU six times slower (a slow phone,
//   where renders come in parts) and with two players (your own tile still gliding when
//   the other's pass brings your turn back), and it opens within 2 s of the table
//   standing (never by the wait's 3 s limit), the prompt saying "South to play." while
//   it waits (not the seat whose tile lands), while a tile that never stops holds it
//   3 s, not for ever; at the Instant pace nothing on the table moves;
// - a forced move made for you (here a lone pass, auto-pass on) comes the whole pause
//   after your turn opens, not that long after the computer's move (under reduced
//   motion too, where nothing slides or glides: a guard);
// - the Tracker button's tracker leaves the board in view, undimmed: upright a sheet over
//   the table's foot, sideways over the right-hand column's upper part with your hand,
//   Pass and Hint still in reach; the tracker whole without scrolling, a line each, its
//   text 14 px sideways too (session 12; it was 12);
// - sideways, your own strip says what you last did on one line ("played 1-4"), and a
//   longer one ("played 12-11") never splits its tile;
// - the claim (All Fives, muggins) and who-poses choice bars hide the prompt under them
//   (opaque, none of its words between the buttons), the live region saying the choice;
//   session 27: a hint asked for then is read whole above them, upright and sideways;
// - French: with a tile that fits, Pass says what it costs ("Pass +10"), and the live
//   region after it says the penalty;
// - the hand's first line does not show the prompt a second time (the screen reader
//   still hears it), and says what posing is once a match;
// - session 12: upright, a hand of two rows keeps its rows as it shrinks, so the board's
//   box, the move row and the rack stay put; sideways, a hand coming down to one row
//   leaves your tiles left and the board where they are while the felt takes the row;
// - session 13: while your turn waits for the table, your seat does not say "To play";
//   sideways a hand of nine (Cut Throat with three) lies in one row all hand,
//   so your strip, your rack, your moves and the felt stay put; upright, "Hand 1" keeps
//   one line beside three or four scores ("Hand 12" beside three-figure ones too);
//   sideways, each end choice ("A 6 end", "C 12 arm") stands on one line.
// - session 27: in All Fives an end's button says what playing there scores ("A 6 end
//   +10"), and playing it scores that: upright on one line inside its button, sideways
//   too ("C 12 arm +30"); the menu's "Rules of ..." fold shows a chevron that turns
//   down when it opens.
// - session 16: with double-nine and double-twelve, upright and sideways, a half of 7 or
//   more on the board and in your hand shows its number as text at least 9 px tall, and
//   no pip on the board is under 3 px across; double-six tiles write no number and show
//   every pip.
// - "Pips for 7 and more" (the menu's option, off at first): on, double-twelve's board
//   and hand write no number and show every pip; kept over a reload; off, numerals again.
// - session 41: Matador's wild tiles in your hand say "Matador" at their foot, whole and
//   over no other tile, upright and sideways; no other tile does. The tiles a Draw brought
//   say "New" until your next play or pass.

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assert, atTable, check as checkOne, choose, clickChoice, firstChoice, launch, openPicker, playFirst, playOn, playUntil, runFile, saidLines, same,
  start, stepOf, throttle, waitForYou, watch,
} from './harness.mjs';

/** Checks added below phoneChecks: [name, fn(url, shotDir)]. */
const phoneExtra = [];

/** Watches the table every animation frame from now on (window.motion): frames where a
 *  table tile slides in or glides to a new place, turns opened to you, and turns opened
 *  while the table still moved. */
function watchMotion(page) {
  return page.evaluate(() => {
    const seen = { frames: 0, sliding: 0, gliding: 0, turns: 0, afterGlide: 0, early: [], waits: [], held: [] };
    // The prompt of the latest frame with nothing offered, and its table step.
    let waiting = null;
    window.motion = seen;
    let before = false;
    let glidSince = false;
    let movedAt = null;
    const frame = () => {
      seen.frames += 1;
      const running = (el) => el.getAnimations().some((a) => a.playState === 'running');
      const sliding = [...document.querySelectorAll('.table-tile .tile-slide')].some(running);
      const gliding = [...document.querySelectorAll('.table-tile')].some(running);
      const offered = [
        document.querySelector('.prompt.your-turn') && 'the prompt',
        document.querySelector('[aria-label="Your hand"] button:not([disabled]):not([aria-disabled="true"])') && 'a playable tile',
        document.querySelector('.end-targets .end-target') && 'a glowing end',
      ].filter(Boolean);
      if (sliding) seen.sliding += 1;
      if (gliding) seen.gliding += 1;
      if (gliding && !offered.length) glidSince = true;
      if ((sliding || gliding) && !offered.length) movedAt = performance.now();
      if (offered.length && !before) {
        seen.turns += 1;
        if (glidSince) seen.afterGlide += 1;
        glidSince = false;
        // How long after the table's last moving frame the turn opened, and what the
        // prompt said while the turn waited.
        if (movedAt !== null) seen.waits.push(Math.round(performance.now() - movedAt));
        const step = document.querySelector('.game')?.dataset.step;
        if (movedAt !== null && waiting?.step === step) seen.held.push(waiting.prompt);
        movedAt = null;
      }
      before = offered.length > 0;
      if (!offered.length) {
        waiting = { step: document.querySelector('.game')?.dataset.step, prompt: document.querySelector('.prompt')?.textContent.trim() };
      }
      if ((sliding || gliding) && offered.length && seen.early.length < 5) {
        seen.early.push(`${document.querySelector('.game')?.dataset.step}: ${offered.join(', ')} while ${sliding ? 'a tile slid' : 'the table glided'}`);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

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
  for (const [name, fn] of phoneExtra) await check(name, () => fn(url, shotDir));

  // [width, height, family, players, least felt height] (the scores on a second row
  // of the bar left the felt 229, 426, 305 and 233 px)
  for (const [w, h, family, players, feltH] of [
    [360, 740, 'french', 4, 250],
    [390, 844, 'matador', 4, 445],
    [360, 740, 'matador', 4, 340],
    [360, 740, 'allfives', 4, 325],
    [360, 740, 'cutthroat', 3, 255],
  ]) {
    await check(`${w}x${h} ${family} ${players} players: the scores share the bar's one row with "Hand 1" on one line, every figure readable, the felt given the row`, async () => {
      await atTable(url, { width: w, height: h, seed: 3, family, players, pace: 'instant' }, async (page) => {
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
            hand: {
              ...box(document.querySelector('.game-bar .hand-no')),
              text: document.querySelector('.game-bar .hand-no').innerText,
              lines: Math.round(document.querySelector('.game-bar .hand-no').getBoundingClientRect().height / parseFloat(getComputedStyle(document.querySelector('.game-bar .hand-no')).lineHeight)),
              px: px(document.querySelector('.game-bar .hand-no')),
            },
            sound: box(document.querySelector('.game-bar .sound-button')),
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
          // "Hand 1" on one line (it stood as "Hand" over "1"), in type a person reads.
          assert(seen.hand.lines === 1 && seen.hand.px >= 11.5, `"${seen.hand.text}" takes ${seen.hand.lines} lines at ${seen.hand.px} px`);
          for (const b of [seen.sound, menu]) assert(b.r - b.x >= 44 && b.b - b.y >= 44, `a button of the bar under 44 px: ${JSON.stringify(b)}`);
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
        // below 0), in hand 12: the row still holds them.
        await page.evaluate(() => {
          document.querySelectorAll('.score-chip .chip-score').forEach((s, i) => { s.textContent = ['148', '-30', '205', '99'][i]; });
          document.querySelector('.game-bar .hand-no').textContent = 'Hand 12';
        });
        inRow(await look());
        await page.screenshot({ path: join(shotDir, `phone-scores-${family}${players}-${w}x${h}-long.png`) });
      });
    });
  }

  // [width, height, how many times slower the page's CPU is]: a slow phone's renders
  // are cut in parts (Yew yields to the browser), and an ended slide or glide may come
  // between the table step's parts.
  // Two players (Haitian's block form): your own tile may still glide when the other
  // player's pass brings your turn back.
  for (const [w, h, cpu, family, players, rules] of [
    [360, 740, 1, 'jamaican', 4, {}],
    [740, 360, 1, 'jamaican', 4, {}],
    [740, 360, 6, 'jamaican', 4, {}],
    [360, 740, 1, 'haitian', 2, { form: 'block' }],
  ]) {
    await check(`${w}x${h}${cpu > 1 ? `, the CPU ${cpu} times slower` : ''} Fast pace, ${family} ${players} players: your turn waits until the table laid out again has glided to its new places, and opens once it stands`, async () => {
      await atTable(url, { width: w, height: h, seed: 3, family, players, rules, pace: 'fast' }, async (page) => {
        if (cpu > 1) await throttle(page, { cpu, network: false });
        await watchMotion(page);
        await playOn(page, 40, 3);
        const seen = await page.evaluate(() => window.motion);
        assert(seen.gliding > 5 && seen.afterGlide >= 1 && seen.turns >= 8, `too little seen: ${JSON.stringify(seen)}`);
        same(seen.early, [], 'your turn offered while the table still moved');
        // The wait ends when the table stands (a pass or three may come between), never
        // by its 3 s limit.
        assert(Math.max(...seen.waits) < 2000, `your turn opened long after the table stood: ${JSON.stringify(seen.waits)} ms`);
        // While it waits the prompt names you, not the seat whose tile lands (a playtest
        // read "West to play." under "West played 5-5").
        assert(seen.held.length >= 3 && seen.held.every((p) => p === 'South to play.'), `the prompt while your turn waited: ${JSON.stringify(seen.held)}`);
      });
    });
  }

  // The wait's limit: a tile that never stops (an endless animation put on the table's
  // tiles, a stand-in for one whose end never comes) holds your turn 3 s, not for ever.
  await check('360x740 Fast pace: a table tile that never stops moving holds your turn at most 3 s', async () => {
    await atTable(url, { width: 360, height: 740, seed: 3, family: 'jamaican', players: 4, pace: 'fast' }, async (page) => {
      await waitForYou(page);
      await page.evaluate(() => {
        // (Through the Web Animations API: the page's security policy blocks inline styles.)
        const neverStill = () => {
          for (const tile of document.querySelectorAll('.table-tile:not([data-never-still])')) {
            tile.dataset.neverStill = '';
            tile.animate([{ opacity: 1 }, { opacity: 0.99 }], { duration: 1000, iterations: Infinity });
          }
        };
        // From the last step's change (the move that brought the turn) to the prompt.
        const waits = [];
        window.waits = waits;
        let changedAt = performance.now();
        let step = document.querySelector('.game').dataset.step;
        let before = true;
        const frame = () => {
          neverStill();
          const now = document.querySelector('.game').dataset.step;
          if (now !== step) {
            step = now;
            changedAt = performance.now();
          }
          const on = !!document.querySelector('.prompt.your-turn');
          if (on && !before) waits.push(Math.round(performance.now() - changedAt));
          before = on;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      for (let turn = 0; turn < 2; turn += 1) await playFirst(page, await firstChoice(page)).then(() => waitForYou(page));
      const waits = await page.evaluate(() => window.waits);
      assert(waits.length >= 2 && waits.every((ms) => ms >= 2500 && ms < 5000), `your turn opened after ${JSON.stringify(waits)} ms (the limit is 3000)`);
    });
  });

  await check('360x740 Instant pace: nothing on the table moves, no tile slides in, the table never glides', async () => {
    await atTable(url, { width: 360, height: 740, seed: 3, family: 'jamaican', players: 4, pace: 'instant' }, async (page) => {
      await watchMotion(page);
      await playOn(page, 40, 3);
      const seen = await page.evaluate(() => window.motion);
      assert(seen.turns >= 8 && seen.frames > 100, `too little seen: ${JSON.stringify(seen)}`);
      same([seen.sliding, seen.gliding], [0, 0], 'frames with a tile sliding in, and with the table gliding');
    });
  });

  // Under reduced motion nothing slides, the turn opens at once and the pass still waits
  // its 0.7 s (a guard: the build before did the same).
  for (const reduced of [false, true]) {
    await check(`360x740 Normal pace${reduced ? ', reduced motion' : ''}: a lone pass made for you comes 0.7 s after your turn opens, not 0.7 s after the last move`, async () => {
      // Seed 11: South has nothing to play at its fourth turn.
      await atTable(url, { width: 360, height: 740, reduced, seed: 11, family: 'jamaican', players: 4, pace: 'normal', ticks: ['Pass by myself when nothing fits'] }, async (page) => {
        if (reduced) await watchMotion(page);
        // Every frame: when the prompt turned to your turn, and when it left (by step).
        await page.evaluate(() => {
          const turns = [];
          window.turnsSeen = turns;
          let open = null;
          const frame = () => {
            const on = !!document.querySelector('.prompt.your-turn');
            if (on && !open) {
              open = { step: document.querySelector('.game').dataset.step, from: performance.now() };
              turns.push(open);
            } else if (!on && open) {
              open.ms = performance.now() - open.from;
              open = null;
            }
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        let passStep = null;
        for (let turn = 0; turn < 8 && !passStep; turn += 1) {
          await waitForYou(page);
          const choice = await firstChoice(page);
          if (choice.dialog) break;
          if (choice.name === 'Pass') {
            passStep = await stepOf(page);
            await page.waitForFunction((b) => document.querySelector('.game').dataset.step !== b, passStep, { timeout: 5000 });
            await page.getByRole('status').getByText('South passed', { exact: false }).waitFor({ timeout: 3000 });
          } else {
            await playFirst(page, choice);
          }
        }
        assert(passStep, 'no lone pass came up');
        await page.waitForTimeout(100);
        const turns = await page.evaluate(() => window.turnsSeen);
        const pass = turns.find((t) => t.step === passStep);
        assert(pass && pass.ms !== undefined, `the pass's turn was not seen: ${JSON.stringify(turns)}`);
        assert(pass.ms >= 600, `the pass came ${pass.ms.toFixed(0)} ms after your turn opened (AUTO_MOVE_MS is 700)`);
        if (reduced) {
          const seen = await page.evaluate(() => window.motion);
          assert(seen.turns >= 3, `too little seen: ${JSON.stringify(seen)}`);
          same([seen.sliding, seen.gliding], [0, 0], 'frames with a tile sliding in, and with the table gliding, under reduced motion');
        }
      });
    });
  }

  for (const [w, h] of [[360, 740], [390, 844], [740, 360]]) {
    await check(`${w}x${h}: the tracker leaves the whole board in view, undimmed, and (sideways) your hand, Pass and Hint in reach, its text 14 px sideways`, async () => {
      await atTable(url, { width: w, height: h, seed: 5, family: 'jamaican', players: 4, pace: 'instant' }, async (page) => {
        await playOn(page, 3);
        await waitForYou(page);
        await page.getByRole('button', { name: 'Tile tracker', exact: true }).click();
        await page.getByRole('region', { name: 'Tile tracker', exact: true }).waitFor();
        await page.waitForTimeout(400);
        const seen = await page.evaluate(() => {
          const box = (el) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, r: r.right, b: r.bottom };
          };
          const sheet = document.querySelector('.side');
          /** Whether what a finger at `el`'s centre touches is `el`. */
          const reached = (el) => {
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return top === el || el.contains(top);
          };
          return {
            sheet: box(sheet),
            scrolls: sheet.scrollHeight > sheet.clientHeight + 1,
            felt: box(document.querySelector('.felt')),
            tiles: [...document.querySelectorAll('.table-tile')].map((t) => ({ ...box(t), name: t.dataset.move })),
            seats: [...document.querySelectorAll('.seats .seat')].map((s) => ({ ...box(s), name: s.dataset.seat })),
            dimmed: !!document.querySelector('.drawer-backdrop'),
            // The tracker's lines: their type size, and any that takes two lines.
            font: Math.min(...[...sheet.querySelectorAll('.tracker li, .tracker p')].map((l) => parseFloat(getComputedStyle(l).fontSize))),
            wrapped: [...sheet.querySelectorAll('.tracker li')]
              .filter((l) => l.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(l).fontSize))
              .map((l) => l.textContent),
            reach: [...document.querySelectorAll('[aria-label="Your hand"] button, .moves button')]
              .map((b) => ({ name: b.getAttribute('aria-label') || b.textContent.trim(), reached: reached(b) })),
          };
        });
        const over = (a, b) => Math.min(a.r, b.r) - Math.max(a.x, b.x) > 1 && Math.min(a.b, b.b) - Math.max(a.y, b.y) > 1;
        assert(seen.tiles.length >= 4, `only ${seen.tiles.length} tiles on the table`);
        for (const t of [...seen.tiles, ...seen.seats]) {
          assert(!over(t, seen.sheet), `the tracker lies over ${t.name}: ${JSON.stringify([t, seen.sheet])}`);
        }
        const f = seen.felt;
        const covered = Math.max(0, Math.min(f.r, seen.sheet.r) - Math.max(f.x, seen.sheet.x)) * Math.max(0, Math.min(f.b, seen.sheet.b) - Math.max(f.y, seen.sheet.y));
        assert(covered <= 0.03 * (f.r - f.x) * (f.b - f.y), `the tracker covers ${(100 * covered / ((f.r - f.x) * (f.b - f.y))).toFixed(0)}% of the felt`);
        assert(!seen.dimmed, 'the table is dimmed under the tracker');
        assert(!seen.scrolls, 'the tracker must be scrolled to be read whole');
        same(seen.wrapped, [], 'tracker lines that take two lines');
        if (w > h) {
          // Sideways its lines are 14 px (they were 12; upright they are 13.6).
          assert(seen.font >= 14, `the tracker's text is ${seen.font} px`);
          for (const b of seen.reach) assert(b.reached, `"${b.name}" is out of reach with the tracker open`);
          assert(seen.reach.some((b) => b.name === 'Pass') && seen.reach.some((b) => b.name === 'Hint'), `no Pass or Hint: ${JSON.stringify(seen.reach)}`);
        }
        await page.screenshot({ path: join(shotDir, `phone-tracker-${w}x${h}.png`) });
        // Close puts everything back.
        await page.getByRole('button', { name: 'Close', exact: true }).click();
        await page.waitForFunction(() => !document.querySelector('.side.open'));
        await page.getByRole('button', { name: 'Hint', exact: true }).waitFor({ state: 'visible' });
      });
    });
  }

  await check('740x360: your own strip says "played 1-4" on one line, and never splits a tile', async () => {
    await atTable(url, { width: 740, height: 360, touch: true, seed: 3, family: 'jamaican', players: 4, pace: 'slow' }, async (page) => {
      /** Your strip's last action: its words, how many lines it takes, whether it is whole
       *  in the strip and whether a tile name breaks across lines. */
      const strip = () => page.evaluate(() => {
        const bar = document.querySelector('.you-bar');
        const last = bar.querySelector('.last-action');
        if (!last) return null;
        const lineHeight = parseFloat(getComputedStyle(last).lineHeight) || 1.3 * parseFloat(getComputedStyle(last).fontSize);
        const r = last.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        return {
          text: last.textContent,
          lines: Math.round(r.height / lineHeight),
          inside: r.left >= b.left - 0.5 && r.right <= b.right + 0.5 && r.bottom <= b.bottom + 0.5,
          split: [...last.querySelectorAll('.tile-name')].some((t) => t.getClientRects().length > 1),
        };
      });
      let seen = 0;
      for (let turn = 0; turn < 3; turn += 1) {
        await waitForYou(page);
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        await clickChoice(page, choice);
        // While the others play, your strip shows your move.
        await page.waitForFunction(() => document.querySelector('.you-bar .last-action'), null, { timeout: 5000 });
        const s = await strip();
        if (/^played \d-\d$/.test(s.text)) {
          seen += 1;
          assert(s.lines === 1 && s.inside && !s.split, `your strip's "${s.text}": ${JSON.stringify(s)}`);
          if (seen === 1) await page.screenshot({ path: join(shotDir, 'phone-you-740x360.png') });
        }
      }
      assert(seen >= 2, `only ${seen} plays of yours seen in your strip`);
      // A double-twelve tile, as the page writes it.
      await page.evaluate(() => {
        document.querySelector('.you-bar .last-action').innerHTML = 'played <span class="tile-name">12-11</span>';
      });
      const long = await strip();
      assert(long.inside && !long.split && long.lines <= 2, `your strip's "${long.text}": ${JSON.stringify(long)}`);
    });
  });
}

/** Whether the prompt shows anywhere over the box of `group` (a choice bar lying over
 *  it): the prompt's own visibility and what a tap meets across the bar's gaps. */
function promptUnder(page, group) {
  return page.evaluate((label) => {
    const bar = document.querySelector(`[role="group"][aria-label="${label}"]`);
    const prompt = document.querySelector('.table-foot .prompt');
    const r = bar.getBoundingClientRect();
    const p = prompt.getBoundingClientRect();
    const covered = Math.min(r.bottom, p.bottom) - Math.max(r.top, p.top) > 1;
    const hits = [];
    for (let y = r.top + 2; y < r.bottom - 1; y += 4) {
      for (let x = r.left + 2; x < r.right - 1; x += 4) {
        const el = document.elementFromPoint(x, y);
        if (el && prompt.contains(el)) hits.push([Math.round(x), Math.round(y)]);
      }
    }
    return {
      covered,
      visible: getComputedStyle(prompt).visibility !== 'hidden' && getComputedStyle(prompt).opacity !== '0',
      background: getComputedStyle(bar).backgroundColor,
      hits: hits.length,
    };
  }, group);
}

/** The lines of the live region's shown line (window coordinates), the bar's box and
 *  the region's box: where a hint asked for while a choice bar is up can be read. */
function hintLines(page, group) {
  return page.evaluate((label) => {
    const bar = document.querySelector(`[role="group"][aria-label="${label}"]`).getBoundingClientRect();
    const status = document.querySelector('.table-foot .status');
    const line = [...status.querySelectorAll('p')].find((p) => p.checkVisibility() && /^Hint/.test(p.textContent));
    if (!line) return null;
    const range = document.createRange();
    range.selectNodeContents(line);
    const tops = new Map();
    for (const r of range.getClientRects()) {
      if (r.width < 1) continue;
      const k = Math.round(r.top);
      const b = tops.get(k);
      tops.set(k, b ? { ...b, bottom: Math.max(b.bottom, r.bottom) } : { top: r.top, bottom: r.bottom });
    }
    // What clips the line: the live region's box, or the line's own where it lies over
    // the prompt (a hint sideways, where the box keeps three lines).
    const box = (getComputedStyle(line).position === 'absolute' ? line : status).getBoundingClientRect();
    return { text: line.textContent, lines: [...tops.values()], bar: { top: bar.top, bottom: bar.bottom }, box: { top: box.top, bottom: box.bottom } };
  }, group);
}

// [width, height, family, players, rules, the choice bar]
for (const [w, h, family, players, rules, group] of [
  [360, 740, 'allfives', 2, { muggins: 'on' }, 'Your points'],
  [740, 360, 'allfives', 2, { muggins: 'on' }, 'Your points'],
  [360, 740, 'chiva', 4, {}, 'Who poses'],
  [740, 360, 'chiva', 4, {}, 'Who poses'],
  [360, 740, 'haitian', 4, {}, 'Who poses'],
  [740, 360, 'haitian', 4, {}, 'Who poses'],
]) {
  const name = `${w}x${h} ${family}: the "${group}" choice bar hides the prompt under it, none of its words seen between the buttons`;
  phoneExtra.push([name, async (url, shotDir) => {
    await atTable(url, { width: w, height: h, seed: 2, family, players, rules, pace: 'instant' }, async (page) => {
      const seen = await playUntil(page, (c) => c.group === group);
      assert(seen, `no "${group}" choice came up`);
      await page.screenshot({ path: join(shotDir, `choice-bar-${family}-${w}x${h}.png`) });
      const under = await promptUnder(page, group);
      assert(!under.visible || !under.covered, `the prompt shows under the bar: ${JSON.stringify(under)}`);
      same(under.hits, 0, `points over the bar that meet the prompt (${JSON.stringify(under)})`);
      assert(/^rgb\(/.test(under.background), `the bar's background ${under.background} is see-through`);
      // Nor does Haitian's signal show under it (sideways the bar lay over its select,
      // a sliver of which stood out: session 32's playtest).
      const signal = await page.evaluate((label) => {
        const bar = document.querySelector(`[role="group"][aria-label="${label}"]`).getBoundingClientRect();
        return [...document.querySelectorAll('.signal-choice, .signal-choice *')]
          .filter((el) => el.checkVisibility({ visibilityProperty: true }))
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.left < bar.right && r.right > bar.left && r.top < bar.bottom && r.bottom > bar.top)
          .map((r) => [r.left, r.top, r.right, r.bottom]);
      }, group);
      same(signal.length, 0, `the signal's boxes seen under the bar: ${JSON.stringify(signal)}`);
      // What the choice is about is still said: the live region above the bar.
      const said = await page.locator('.table-foot .status p:not(.earlier)').innerText();
      assert(group === 'Who poses' ? /poses/.test(said) : /points to claim/.test(said), `the live region says "${said}"`);
      // Session 27: a hint asked for now is read whole above the bar (its last line was
      // under it: upright its foot, sideways all but two lines).
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.waitForFunction(() => [...document.querySelectorAll('.table-foot .status p')].some((p) => p.checkVisibility() && /^Hint/.test(p.textContent)));
      const hint = await hintLines(page, group);
      await page.screenshot({ path: join(shotDir, `choice-bar-hint-${family}-${w}x${h}.png`) });
      assert(hint && hint.lines.length >= 1, `no line of the hint: ${JSON.stringify(hint)}`);
      for (const l of hint.lines) {
        assert(l.bottom <= hint.bar.top + 0.5 && l.bottom <= hint.box.bottom + 0.5, `a line of "${hint.text}" is cut (line ${JSON.stringify(l)}, bar top ${hint.bar.top}, live region bottom ${hint.box.bottom})`);
      }
    });
  }]);
}

phoneExtra.push(['360x740 French: with a tile that fits, Pass says its cost before ("Pass +10") and the live region says the penalty after', async (url, shotDir) => {
  await atTable(url, { width: 360, height: 740, seed: 1, family: 'french', players: 4, pace: 'instant' }, async (page) => {
    let fits = false;
    for (let turn = 0; turn < 10 && !fits; turn += 1) {
      await waitForYou(page);
      const choice = await firstChoice(page);
      fits = choice.group === 'Your hand';
      if (!fits) await playFirst(page, choice);
    }
    assert(fits, 'no turn with a tile that fits');
    const pass = page.getByRole('button', { name: /^Pass/ });
    same(await pass.innerText(), 'Pass +10', 'the Pass button with a tile that fits');
    same(await pass.evaluate((b) => b.scrollWidth <= b.clientWidth + 1), true, '"Pass +10" fits its button');
    await page.screenshot({ path: join(shotDir, 'french-pass-cost-360x740.png') });
    const before = await stepOf(page);
    await pass.click();
    await page.waitForFunction((b) => document.querySelector('.game').dataset.step !== b, before);
    const said = await page.getByRole('status').locator('p').allInnerTexts();
    assert(said.includes('South passed: +10 penalty.'), `the live region says ${JSON.stringify(said)}`);
  });
}]);

phoneExtra.push(['360x740 Jamaican: the hand\'s first line does not show the prompt again under it, but still says it to the ear', async (url, shotDir) => {
  const browser = await launch({ viewport: { width: 360, height: 740 } });
  const page = watch(await browser.context.newPage());
  try {
    // The first seed where you pose the first hand ("Your turn: pose 6-6.").
    let posed = false;
    for (let seed = 0; seed < 20 && !posed; seed += 1) {
      await openPicker(page, `${url}?seed=${seed}`);
      await choose(page, { family: 'jamaican', players: 4, pace: 'instant' });
      await start(page);
      await waitForYou(page);
      posed = /^Your turn: pose/.test((await page.locator('.table-foot .prompt').innerText()).trim());
    }
    assert(posed, 'no deal where you pose');
    const prompt = (await page.locator('.table-foot .prompt').innerText()).trim();
    const line = await page.locator('.table-foot .status p:not(.earlier)').evaluate((p) => {
      const seen = p.cloneNode(true);
      for (const h of seen.querySelectorAll('.visually-hidden')) h.remove();
      return { seen: seen.textContent.replace(/\s+/g, ' ').trim(), heard: p.textContent.replace(/\s+/g, ' ').trim() };
    });
    await page.screenshot({ path: join(shotDir, 'first-line-360x740.png') });
    same(line.seen, 'Hand 1. North is your partner. To pose is to play a hand\'s first tile.', 'the first line as seen');
    same(line.heard, `Hand 1. North is your partner. ${prompt} To pose is to play a hand's first tile.`, 'the first line as heard');
  } finally {
    await browser.close();
  }
}]);

/** Where the board's felt, the board's tiles, your move row and your rack are, and how
 *  many tiles you hold (window coordinates, rounded). */
function handAndBoard(page) {
  return page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
    };
    const rack = document.querySelector('[role="group"][aria-label="Your hand"]');
    return {
      held: rack.querySelectorAll('button').length,
      felt: box(document.querySelector('.felt')),
      rack: box(rack),
      moves: box(document.querySelector('.moves')),
      unit: document.querySelector('svg.table-svg').dataset.unit,
      tiles: [...document.querySelectorAll('.table-tiles .table-tile')].map((t) => box(t).join(',')),
    };
  });
}

// Upright, a hand of more tiles than a row holds wraps in two rows; as it shrinks to one
// row the rack keeps its height, so the board's box, the move row and the rack stay
// where they are (they jumped 91 px when nine tiles fell to seven). A hand that grows
// (a draw) may take a row more, never give it back within the hand.
// [width, height, family, players, seed]
for (const [w, h, family, players, seed] of [
  [360, 740, 'cutthroat', 3, 3],
  [360, 740, 'cutthroat', 2, 3],
  [360, 740, 'blockdraw', 2, 4],
]) {
  const name = `${w}x${h} ${family} ${players} players: as your hand shrinks the rack keeps its rows, the board's box and your move row stay put`;
  phoneExtra.push([name, async (url, shotDir) => {
    await atTable(url, { width: w, height: h, seed: seed, family, players, pace: 'instant' }, async (page) => {
      let before = null;
      let most = 0;
      let wrapped = false;
      let shrank = false;
      for (let turn = 0; turn < 80; turn += 1) {
        await waitForYou(page);
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        const now = await handAndBoard(page);
        wrapped ||= now.rack[3] > 150;
        if (before && now.held < before.held) shrank = true;
        if (before && now.held <= most) {
          same(now.felt.join(), before.felt.join(), `the felt with ${now.held} tiles held (was ${before.held})`);
          same(now.moves.join(), before.moves.join(), `the move row with ${now.held} tiles held (was ${before.held})`);
          same(now.rack.join(), before.rack.join(), `the rack with ${now.held} tiles held (was ${before.held})`);
        }
        if (now.held <= 6 && !before?.shot) {
          await page.screenshot({ path: join(shotDir, `rack-kept-${family}${players}-${w}x${h}.png`) });
          now.shot = true;
        } else if (before?.shot) {
          now.shot = true;
        }
        most = Math.max(most, now.held);
        before = now;
        await playFirst(page, choice);
      }
      assert(wrapped, 'the hand never took two rows');
      assert(shrank, 'the hand never shrank');
    });
  }]);
}

/** Watches every animation frame from now on for the frames where your rack loses a
 *  row (window.shrinks): the board's tiles (by move) and your tiles just before, and the
 *  board's tiles in the ten frames after, with the felt's height each time. */
function watchShrinks(page) {
  return page.evaluate(() => {
    window.shrinks = [];
    let prev = null;
    const frame = () => {
      const rack = document.querySelector('[role="group"][aria-label="Your hand"]');
      const felt = document.querySelector('.felt');
      if (rack && felt) {
        const board = {};
        for (const t of document.querySelectorAll('.table-tiles .table-tile')) {
          const r = t.getBoundingClientRect();
          board[t.dataset.move] = `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
        }
        const tiles = [...rack.querySelectorAll('button')].map((b) => [b.getAttribute('aria-label'), Math.round(b.getBoundingClientRect().y)]);
        const now = { rackH: rack.getBoundingClientRect().height, feltH: felt.getBoundingClientRect().height, board, tiles };
        for (const s of window.shrinks) if (s.after.length < 10) s.after.push({ board, feltH: now.feltH });
        if (prev && now.rackH < prev.rackH - 20) window.shrinks.push({ before: prev, now: { tiles, feltH: now.feltH }, after: [{ board, feltH: now.feltH }] });
        prev = now;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

// Sideways the rack lies under the board: when your hand comes down from two rows to
// one, your tiles left stay where they are (the first row lies at the rack's foot), the
// felt takes the row back, and the board stays put while it does (the next tile down
// lays it out bigger). The board had been laid out again at once and the tiles left had
// dropped a row; later (session 33, seeds 7 and 10) the tile you played had been laid in
// the felt before it grew, the board a step smaller (tiles of 20 by 40 px to 17 by 34).
// (Cut Throat with two: fourteen tiles; a hand of nine lies in one row, below.)
for (const [w, h, family, players, seed] of [
  [740, 360, 'cutthroat', 2, 3],
  [740, 360, 'cutthroat', 2, 7],
  [740, 360, 'cutthroat', 2, 10],
]) {
  const name = `${w}x${h} ${family} ${players} players, seed ${seed}: when your hand comes down to one row, your tiles left and the board stay put, the felt takes the row`;
  phoneExtra.push([name, async (url, shotDir) => {
    await atTable(url, { width: w, height: h, seed: seed, family, players, pace: 'normal' }, async (page) => {
      await watchShrinks(page);
      let shrunk = null;
      for (let turn = 0; turn < 80 && !shrunk; turn += 1) {
        await waitForYou(page);
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        await playFirst(page, choice);
        await page.waitForTimeout(400);
        shrunk = await page.evaluate(() => window.shrinks[0] ?? null);
      }
      assert(shrunk, 'your hand never came down to one row');
      // All ten frames after it, however slow the machine.
      await page.waitForFunction(() => window.shrinks[0].after.length >= 10, null, { timeout: 10000 });
      shrunk = await page.evaluate(() => window.shrinks[0]);
      await page.screenshot({ path: join(shotDir, `rack-one-row-${family}${players}-${w}x${h}-seed${seed}.png`) });
      assert(shrunk.now.feltH > shrunk.before.feltH + 20, `the felt did not take the row: ${shrunk.before.feltH} -> ${shrunk.now.feltH}`);
      if (process.env.PHONE_DEBUG) console.log(JSON.stringify(shrunk));
      // Your tiles left stand where the rack's foot row stood, and only one comes down
      // from the row above to fill the gap the tile played left.
      const foot = Math.max(...shrunk.before.tiles.map(([, y]) => y));
      for (const [tile, y] of shrunk.now.tiles) same(y, foot, `tile ${tile}'s top`);
      const was = new Map(shrunk.before.tiles);
      const moved = shrunk.now.tiles.filter(([tile, y]) => was.get(tile) !== y).map(([tile]) => tile);
      assert(moved.length <= 1, `your tiles ${moved.join(', ')} changed rows`);
      // In the frames after, the board's tiles (your own, just down, aside) keep their
      // size and their places relative to each other: the line may slide as a whole to
      // make room for your tile, but it is not laid out again (your tile had been laid in
      // the felt before it grew, and the board came out a step smaller until the next).
      // A busy machine may paint that first laying for a frame or two before the taller
      // felt is measured (the page's framework yields to the browser every 16 ms): only
      // the first two frames may show it, and the board is back by the third.
      const off = (frame) => {
        let slide = null;
        for (const [move, at] of Object.entries(shrunk.before.board)) {
          if (frame.board[move] === undefined) continue;
          const [x0, y0, w0, h0] = at.split(',').map(Number);
          const [x1, y1, w1, h1] = frame.board[move].split(',').map(Number);
          if (w1 !== w0 || h1 !== h0) return `board tile of move ${move}'s size ${w0}x${h0} -> ${w1}x${h1}`;
          slide ??= [x1 - x0, y1 - y0];
          if (Math.abs(x1 - x0 - slide[0]) > 1 || Math.abs(y1 - y0 - slide[1]) > 1) {
            return `board tile of move ${move} moved on its own: ${at} -> ${frame.board[move]}, the line slid ${slide}`;
          }
        }
        return null;
      };
      for (const [i, frame] of shrunk.after.entries()) {
        const fault = off(frame);
        if (fault && i < 2 && !off(shrunk.after.at(-1))) console.log(`  (frame ${i} after: ${fault}; back by the last)`);
        else same(fault, null, `${i} frames after`);
      }
    });
  }]);
}

// Session 13 (a playtest): while your turn waits for the table to stand still, your seat
// said "To play" and lit up for about 0.6 s while every tile of your hand refused a tap.
phoneExtra.push(['360x740 Normal pace: your seat says "To play" only once your tiles take a tap', async (url) => {
  await atTable(url, { width: 360, height: 740, touch: true, seed: 3, family: 'jamaican', players: 4, pace: 'normal' }, async (page) => {
    await page.evaluate(() => {
      const seen = { frames: 0, yours: 0, early: 0 };
      window.seatWatch = seen;
      const frame = () => {
        seen.frames += 1;
        const says = document.querySelector('.seat.you .badge.turn');
        const open = document.querySelector('.prompt.your-turn');
        if (says) seen.yours += 1;
        if (says && !open) seen.early += 1;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await playOn(page, 30, 1);
    const seen = await page.evaluate(() => window.seatWatch);
    assert(seen.yours > 20, `your seat said "To play" in too few frames to judge: ${JSON.stringify(seen)}`);
    same(seen.early, 0, 'frames where your seat said "To play" before your turn opened');
  });
}]);

// Sideways a hand of nine (Cut Throat with three) lies in one row from the deal to its
// last tile: your strip, your rack, your move buttons and the felt keep their places
// all hand, in every frame (at the first tile played the rack had lost its second
// row and all of them had dropped 92 px), and "played 2-6" still fits your strip.
// [width, height, seed]
for (const [w, h, seed] of [[740, 360, 3], [740, 360, 4]]) {
  const name = `${w}x${h} cutthroat 3 players (seed ${seed}): your hand of nine lies in one row all hand; your strip, your rack, your moves and the felt stay put`;
  phoneExtra.push([name, async (url, shotDir) => {
    await atTable(url, { width: w, height: h, seed: seed, family: 'cutthroat', players: 3, pace: 'normal' }, async (page) => {
      await watchShrinks(page);
      const look = () => page.evaluate(() => {
        const box = (el) => {
          const r = el.getBoundingClientRect();
          return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join();
        };
        const rack = document.querySelector('[role="group"][aria-label="Your hand"]');
        const tiles = [...rack.querySelectorAll('button')];
        const last = document.querySelector('.you-bar .last-action');
        return {
          held: tiles.length,
          rows: new Set(tiles.map((b) => Math.round(b.getBoundingClientRect().y))).size,
          narrow: tiles.filter((b) => b.getBoundingClientRect().width < 44).length,
          places: { you: box(document.querySelector('.you-bar')), rack: box(rack), moves: box(document.querySelector('.actions')), felt: box(document.querySelector('.felt')) },
          last: last && {
            text: last.textContent,
            whole: last.scrollWidth <= last.clientWidth + 1 && last.getBoundingClientRect().right <= document.querySelector('.you-bar').getBoundingClientRect().right + 0.5,
            lines: Math.round(last.getBoundingClientRect().height / (parseFloat(getComputedStyle(last).lineHeight) || 1.3 * parseFloat(getComputedStyle(last).fontSize))),
            px: parseFloat(getComputedStyle(last).fontSize),
          },
        };
      });
      let first = null;
      let least = 9;
      let played = 0;
      for (let turn = 0; turn < 12; turn += 1) {
        await waitForYou(page);
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        const now = await look();
        first ??= now;
        same(first.held, 9, 'tiles dealt');
        same([now.rows, now.narrow], [1, 0], `your rack's rows and its tiles under 44 px wide, ${now.held} held`);
        for (const [part, at] of Object.entries(now.places)) same(at, first.places[part], `${part} with ${now.held} tiles held (at the deal ${first.places[part]})`);
        least = Math.min(least, now.held);
        await playFirst(page, choice);
        // While the others play, your strip says what you did.
        await page.waitForFunction(() => document.querySelector('.you-bar .last-action'), null, { timeout: 5000 }).catch(() => {});
        const after = await look();
        for (const [part, at] of Object.entries(after.places)) same(at, first.places[part], `${part} after your move (at the deal ${first.places[part]})`);
        if (after.last && /^played/.test(after.last.text)) {
          played += 1;
          assert(after.last.whole && after.last.lines === 1 && after.last.px >= 11, `your strip's "${after.last.text}": ${JSON.stringify(after.last)}`);
          if (played === 1) await page.screenshot({ path: join(shotDir, `rack-nine-cutthroat3-${w}x${h}-seed${seed}.png`) });
        }
      }
      assert(least <= 5 && played >= 2, `too little of the hand seen: down to ${least} tiles, ${played} plays of yours`);
      const shrinks = await page.evaluate(() => window.shrinks.length);
      same(shrinks, 0, 'frames where your rack lost a row');
    });
  }]);
}

/** Each end button of the open choice: its words; whether the letter, number and word
 *  stand on one line ("oneLine") and what the end scores ("+30") beside them or on a
 *  line of its own under them ("ptsBeside"); whether all of it lies inside the button;
 *  its type size, that of "+N" and the contrast of "+N" with what it lies on (its own
 *  box, else the button's). */
function endButtons(page) {
  return page.getByRole('group', { name: 'Choose an end', exact: true }).getByRole('button').evaluateAll((bs) => bs.map((b) => {
    const pts = b.querySelector('.end-pts');
    const range = document.createRange();
    range.setStartBefore(b.firstChild);
    range.setEndAfter(pts?.previousSibling ?? b.lastChild);
    const rest = [...range.getClientRects()].filter((p) => p.width > 0);
    const own = pts?.getBoundingClientRect();
    const r = b.getBoundingClientRect();
    const contrast = pts && (() => {
      const rgb = (c) => c.match(/[\d.]+/g).map(Number);
      const lum = ([red, green, blue]) => [red, green, blue].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
      const back = rgb(getComputedStyle(pts).backgroundColor);
      const under = back.length === 4 && back[3] === 0 ? getComputedStyle(b).backgroundColor : getComputedStyle(pts).backgroundColor;
      const [l1, l2] = [lum(rgb(getComputedStyle(pts).color)), lum(rgb(under))].sort((x, y) => y - x);
      return (l1 + 0.05) / (l2 + 0.05);
    })();
    const restBottom = Math.min(...rest.map((p) => p.bottom));
    return {
      name: b.textContent.replace(/\s+/g, ' ').trim(),
      oneLine: Math.max(...rest.map((p) => p.top)) < restBottom,
      ptsBeside: own ? own.top < restBottom : null,
      inside: [...rest, ...(own ? [own] : [])].every((p) => p.left >= r.left - 0.5 && p.right <= r.right + 0.5 && p.top >= r.top - 0.5 && p.bottom <= r.bottom + 0.5),
      px: parseFloat(getComputedStyle(b).fontSize),
      ptsPx: pts ? parseFloat(getComputedStyle(pts).fontSize) : null,
      contrast,
    };
  }));
}

// Sideways each end choice says its letter, its number and "end" or "arm" on one line,
// in type a person reads, two-figure numbers too (the word had wrapped under the rest:
// "A 6" over "end").
phoneExtra.push(['740x360 All Fives: each end choice stands on one line ("A 6 end", "C 1 arm", "A 12 arm" too)', async (url, shotDir) => {
  // Seed 5 brings a tile fitting three ends, two of them arms (overlays.mjs).
  await atTable(url, { width: 740, height: 360, seed: 5, family: 'allfives', players: 4, pace: 'instant' }, async (page) => {
    // Every end choice on the way is read; the first of three ends (and Cancel) stops.
    const three = await playUntil(page, async (c) => {
      if (c.group !== 'Choose an end') return false;
      const now = await endButtons(page);
      for (const b of now) assert(b.oneLine && b.inside && b.px >= 12.5, `the end choice "${b.name}": ${JSON.stringify(b)}`);
      return now.length >= 4;
    });
    assert(three, 'no choice of three ends came up');
    await page.screenshot({ path: join(shotDir, 'end-choices-740x360.png') });
    // A double-twelve set's two figures, and what each end would score ("+30").
    await page.evaluate(() => document.querySelectorAll('.choices .end-no').forEach((n) => {
      n.textContent = '12';
      if (!n.parentElement.querySelector('.end-pts')) n.parentElement.insertAdjacentHTML('beforeend', ' <span class="end-pts">+30</span>');
    }));
    for (const b of await endButtons(page)) assert(b.oneLine && b.inside && (b.contrast === null || b.contrast >= 4.5), `the end choice "${b.name}": ${JSON.stringify(b)}`);
    // Still clear of the live region above them.
    const [panel, status] = await Promise.all(['.play-row > .choices', '.table-foot .status'].map((q) => page.locator(q).boundingBox()));
    assert(panel.y >= status.y + status.height - 1, `the end choices (top ${panel.y}) cover the live region (bottom ${status.y + status.height})`);
    await page.screenshot({ path: join(shotDir, 'end-choices-740x360-12.png') });
  });
}]);

/** Your rack's tiles as { name: [x, y] } (window coordinates, once the tiles drawn
 *  have come in), how many rows they take and how many places the rack has (tiles and
 *  empty places). */
async function rackTiles(page) {
  const rack = page.getByRole('group', { name: 'Your hand', exact: true });
  await rack.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return rack.evaluate((el) => {
    const at = {};
    for (const b of el.querySelectorAll('button')) {
      const r = b.getBoundingClientRect();
      at[b.getAttribute('aria-label')] = [r.x, r.y];
    }
    const places = el.querySelectorAll(':scope > .tile, :scope > .hand-spare').length;
    return { at, rows: new Set(Object.values(at).map(([, y]) => Math.round(y))).size, places };
  });
}

// Session 14 (a playtest): upright, the rack was centred again after each play, so every
// tile left moved half a tile sideways (23.5 px at 360x740) under the finger. A tile now
// keeps its place all hand: the one put down leaves its place empty, and one drawn goes
// at the end of the rack's tiles (no tile moves unless the rack takes another row).
// On a desktop the rack stays centred as dealt; session 15: a draw there had moved the
// row back half a place (30 px at 1280x800): the places draws add now go at its end
// with no tile moving, while the row has room.
// [width, height, family, players, seed, draws checked]
for (const [w, h, family, players, seed, draws] of [
  [360, 740, 'jamaican', 4, 3, false],
  [740, 360, 'jamaican', 4, 3, false],
  [1280, 800, 'jamaican', 4, 3, false],
  [360, 740, 'blockdraw', 2, 4, true],
  [360, 740, 'allfives', 2, 2, true],
  [740, 360, 'blockdraw', 3, 1, true],
  [1280, 800, 'blockdraw', 2, 4, true],
  [1280, 800, 'allfives', 2, 2, true],
]) {
  const name = `${w}x${h} ${family} ${players} players: your tiles left stay where they were after each play${draws ? ', and drawn tiles come at the end without moving the others' : ''}`;
  phoneExtra.push([name, (url, shotDir) => atTable(url, { width: w, height: h, touch: w < 1000, seed, family, players, pace: 'instant' }, async (page) => {
    let before = null;
    const seen = { plays: 0, draws: 0, most: 0 };
    for (let turn = 0; turn < 60; turn += 1) {
      await waitForYou(page);
      const choice = await firstChoice(page);
      if (choice.dialog) break;
      const now = await rackTiles(page);
      const names = Object.keys(now.at);
      if (before) {
        const kept = names.filter((n) => before.at[n]);
        const drew = names.length > Object.keys(before.at).length;
        const moved = kept.map((n) => Math.max(...[0, 1].map((k) => Math.abs(now.at[n][k] - before.at[n][k]))));
        const most = Math.max(0, ...moved);
        if (process.env.PHONE_DEBUG) console.log(`${names.length} held (was ${Object.keys(before.at).length}): tiles left moved up to ${most.toFixed(1)} px`);
        if (drew) seen.draws += 1;
        else if (kept.length) seen.plays += 1;
        if (!drew || (draws && now.rows === before.rows)) {
          seen.most = Math.max(seen.most, most);
          assert(most <= 1.5, `after your ${drew ? 'draw' : 'play'} your tiles left moved: ${kept.map((n, i) => `${n} ${moved[i].toFixed(1)} px`).join(', ')}`);
        }
        if (drew && !before.shot && draws) {
          await page.screenshot({ path: join(shotDir, `rack-drawn-${family}${players}-${w}x${h}.png`) });
          now.shot = true;
        }
      }
      now.shot ||= before?.shot;
      before = now;
      await playFirst(page, choice);
    }
    await page.screenshot({ path: join(shotDir, `rack-kept-places-${family}${players}-${w}x${h}.png`) });
    assert(seen.plays >= 3, `too few plays of yours with tiles left: ${JSON.stringify(seen)}`);
    if (draws) assert(seen.draws >= 1, `no draw of yours: ${JSON.stringify(seen)}`);
  })]);
}

// Session 14 (a playtest): in Block & Draw a player with nothing to play tapped Draw once
// per tile (unless the forced-move option was on, whose name does not say it draws). One
// tap now draws until a tile fits or the boneyard is empty, each draw still its own move;
// the tiles drawn come into the rack one after another, at its end.
for (const [w, h, family, players, seed] of [[360, 740, 'blockdraw', 2, 4], [740, 360, 'allfives', 2, 2]]) {
  phoneExtra.push([`${w}x${h} ${family} ${players} players: one tap on Draw draws until a tile fits or the boneyard is empty, the tiles drawn coming in one by one at the rack's end`, (url, shotDir) => atTable(url, { width: w, height: h, touch: true, seed, family, players, pace: 'fast' }, async (page) => {
    const draw = page.getByRole('button', { name: 'Draw', exact: true });
    const boneyard = async () => Number((await page.locator('.boneyard-count').innerText()).match(/\d+/)[0]);
    let most = 0;
    for (let run = 0; run < 12 && most < 2; run += 1) {
      const choice = await playUntil(page, (c) => c.name === 'Draw', { turns: 120 });
      if (!choice) break;
      assert(choice.disabledTiles > 0, 'Draw came with no tile held');
      const before = await rackTiles(page);
      const left = await boneyard();
      const step = await stepOf(page);
      await draw.click();
      await page.waitForFunction((b) => document.querySelector('.game').dataset.step !== b, step);
      const after = await rackTiles(page);
      const drawn = Object.keys(after.at).filter((n) => !before.at[n]);
      const fits = await page.getByRole('group', { name: 'Your hand', exact: true })
        .locator('button:not([aria-disabled="true"])').count();
      const now = await boneyard();
      same(left - now, drawn.length, 'tiles drawn against the boneyard');
      assert(fits > 0 || now === 0, `after one tap on Draw (${drawn.length} drawn, ${now} left) no tile fits and Draw is ${await draw.isEnabled() ? 'still offered' : 'off'}`);
      assert(!(await draw.isEnabled()) || fits > 0, 'Draw still offered with nothing played');
      // Said once, with the count; drawn in order, one after another, after your tiles.
      const said = await page.getByRole('status').locator('p:not(.earlier)').allInnerTexts();
      const line = drawn.length === 1 ? 'South drew from the boneyard.' : `South drew ${drawn.length} tiles from the boneyard.`;
      assert(said.some((l) => l.trim() === line), `the live region says ${JSON.stringify(said)}`);
      const delays = await page.locator('.hand > .tile.drawn').evaluateAll((bs) => bs
        .map((b) => [Number(b.dataset.drawn), parseFloat(getComputedStyle(b).animationDelay)])
        .sort((a, b) => a[0] - b[0]).map(([, d]) => d));
      same(delays.length, drawn.length, 'tiles marked as drawn');
      for (let i = 1; i < delays.length; i += 1) assert(delays[i] > delays[i - 1], `the drawn tiles come in together: ${delays}`);
      // ... and quickly (a playtest: several drawn took 3 s to come in, "Your turn" all along).
      for (let i = 1; i < delays.length; i += 1) assert(delays[i] - delays[i - 1] <= 0.15 + 1e-6, `the drawn tiles come in slowly: ${delays}`);
      if (process.env.PHONE_DEBUG) console.log(JSON.stringify({ before, after, drawn }));
      // The first tile drawn goes after your last tile while the rack's row has room
      // (seven places upright), and the rack takes no new row while it has an empty place.
      const first = await page.locator('.hand > .tile[data-drawn="0"]').getAttribute('aria-label');
      const order = ([x, y]) => Math.round(y) * 10000 + x;
      const lastKept = Math.max(...Object.values(before.at).map(order));
      if (before.places < 7) assert(order(after.at[first]) > lastKept, `drawn ${first} lies before a tile you held`);
      if (before.places > Object.keys(before.at).length) same(after.rows, before.rows, 'your rack\'s rows after a draw with an empty place');
      if (drawn.length > most) {
        most = drawn.length;
        await page.screenshot({ path: join(shotDir, `draw-run-${family}-${w}x${h}.png`) });
      }
    }
    assert(most >= 2, `no Draw that needed more than one tile (most ${most})`);
  })]);
}

// Session 15 (a playtest): "Share this deal" on a phone.
phoneExtra.push(['360x740: Share this deal opens the phone\'s share sheet with the deal\'s link; without one, the link panel comes into view whole, also opened at the window\'s foot', async (url) => {
  const stub = () => {
    navigator.share = (data) => {
      window.shared = data;
      return Promise.resolve();
    };
  };
  const phone = { width: 360, height: 740, touch: true, seed: 5, family: 'jamaican', players: 4, pace: 'instant' };
  await atTable(url, { ...phone, init: stub }, async (page) => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Share this deal', exact: true }).click();
    const shared = await page.waitForFunction(() => window.shared).then((h) => h.jsonValue());
    assert(shared.url.startsWith(`${url}?game=jamaican&players=4&set=6&seed=5`), `shared ${JSON.stringify(shared)}`);
    assert(/deal 5/.test(shared.text), `shared text ${JSON.stringify(shared)}`);
    assert(!(await page.getByLabel(/^Link to this match/).isVisible()), 'the link panel opened beside the share sheet');
  });
  await atTable(url, phone, async (page) => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    // The menu scrolled so that Share lies at the window's foot: the panel opening under
    // it comes into view (without the panel's scroll into view it stayed below the fold).
    const share = page.getByRole('button', { name: 'Share this deal', exact: true });
    await share.evaluate((b) => b.scrollIntoView({ block: 'end' }));
    await share.click();
    await page.waitForTimeout(400);
    for (const [what, el] of [['the link', page.getByLabel(/^Link to this match/)], ['Copy link', page.getByRole('button', { name: 'Copy link', exact: true })]]) {
      const r = await el.evaluate((e) => {
        const b = e.getBoundingClientRect();
        const top = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
        return { y: b.y, b: b.bottom, reached: top === e || e.contains(top) };
      });
      assert(r.y >= 0 && r.b <= 740 && r.reached, `${what} is out of view or covered: ${JSON.stringify(r)}`);
    }
  });
}]);

phoneExtra.push(['360x740 French: Tracker shares the row of Pass and Hint, the note on passing under them (the felt gets the row Tracker took)', async (url) => {
  await atTable(url, { width: 360, height: 740, touch: true, seed: 5, family: 'french', players: 4, pace: 'instant' }, async (page) => {
    await waitForYou(page);
    const box = (loc) => loc.boundingBox();
    const pass = await box(page.getByRole('button', { name: /^Pass/ }));
    const tracker = await box(page.getByRole('button', { name: 'Tile tracker', exact: true }));
    const note = await box(page.locator('#pass-warning'));
    assert(Math.abs(tracker.y - pass.y) < 2, `Tracker on a row of its own: ${JSON.stringify([pass, tracker])}`);
    assert(note.y >= pass.y + pass.height - 0.5, `the note on passing is not under the moves: ${JSON.stringify([pass, note])}`);
  });
}]);

// Session 16: a new player's playtest with the bigger sets. A double-twelve board held
// sideways has tiles 37 px long, and a half of 11 or 12 was a 3 by 5 grid of 2.5 px dots
// nobody could count; from 7 up a half now shows its number. Ground truth comes from the
// move log (every tile of the hand, by name), so the check does not lean on the drawing.

/** The tiles the hand's move log names, as [low, high]. */
function loggedTiles(page) {
  return page.locator('.move-log li').evaluateAll((lis) => lis
    .map((li) => li.textContent.match(/\b(\d+)-(\d+)\b/))
    .filter(Boolean)
    .map((m) => [Number(m[1]), Number(m[2])].sort((a, b) => a - b)));
}

/** What each tile on the board and in your hand shows: its texts (with their height in
 *  px), its pip count and the diameter of its smallest pip; on the board, its length. */
function tileFaces(page) {
  return page.evaluate(() => {
    const face = (g) => ({
      texts: [...g.querySelectorAll('text')].map((t) => ({ n: Number(t.textContent.trim()), h: t.getBoundingClientRect().height })),
      pips: g.querySelectorAll('circle.pip').length,
      least: Math.min(...[...g.querySelectorAll('circle.pip')].map((c) => c.getBoundingClientRect().width)),
    });
    return {
      board: [...document.querySelectorAll('.table-svg g.table-tile')].map((g) => {
        const r = g.querySelector('.tile-body').getBoundingClientRect();
        return { long: Math.round(Math.max(r.width, r.height)), ...face(g) };
      }),
      hand: [...document.querySelectorAll('[aria-label="Your hand"] button')].map((b) => ({
        tile: b.getAttribute('aria-label').match(/^(\d+)-(\d+)/).slice(1).map(Number),
        ...face(b),
      })),
    };
  });
}

for (const [w, h] of [[360, 740], [740, 360]]) {
  for (const [set, from] of [[12, 10], [9, 7]]) {
    const name = `${w}x${h} double-${set === 12 ? 'twelve' : 'nine'} (All Fives): a played tile's half of ${from} or more shows its number as text at least 9 px tall, on the board and in your hand, and no pip on the board is under 3 px across`;
    phoneExtra.push([name, async (url) => {
      await atTable(url, { width: w, height: h, touch: true, seed: 4, family: 'allfives', players: 2, set, pace: 'instant' }, async (page) => {
        let seen = null;
        await playUntil(page, async (c) => {
          if (c.dialog) return false;
          // Once the board holds 8 tiles or more, they are at their smaller sizes
          // (35-40 px long with double-twelve).
          const tiles = await loggedTiles(page);
          const big = tiles.filter(([, high]) => high >= from);
          if (tiles.length < 8 || !big.length) return false;
          seen = { big, faces: await tileFaces(page) };
          return true;
        });
        assert(seen, `no tile with a half of ${from} or more was played`);
        const { big, faces } = seen;
        for (const [low, high] of big) {
          const wanted = [low, high].filter((n) => n >= from);
          const shown = faces.board.find((f) => wanted.every((n) => f.texts.some((t) => t.n === n)));
          assert(shown, `${low}-${high} is on the board but no tile there writes ${wanted.join(' and ')}: ${JSON.stringify(faces.board.map((f) => f.texts))}`);
          for (const t of shown.texts) assert(t.h >= 9, `${low}-${high} (${shown.long} px long): its ${t.n} is ${t.h.toFixed(1)} px tall`);
        }
        const tiny = faces.board.filter((f) => f.least < 3);
        assert(!tiny.length, `pips under 3 px on the board: ${JSON.stringify(tiny)}`);
        for (const t of faces.hand.filter((f) => f.tile[1] >= from)) {
          const wanted = t.tile.filter((n) => n >= from);
          assert(wanted.every((n) => t.texts.some((x) => x.n === n && x.h >= 9)), `your ${t.tile.join('-')} does not write ${wanted.join(' and ')}: ${JSON.stringify(t.texts)}`);
        }
      });
    }]);
  }
}

phoneExtra.push(['360x740 and 740x360 double-six (All Fives): no tile writes a number, the board and your hand show every pip', async (url) => {
  for (const [w, h] of [[360, 740], [740, 360]]) {
    await atTable(url, { width: w, height: h, touch: true, seed: 4, family: 'allfives', players: 2, set: 6, pace: 'instant' }, async (page) => {
      await playOn(page, 4);
      await waitForYou(page);
      if (await page.getByRole('dialog').count()) return;
      const tiles = await loggedTiles(page);
      const faces = await tileFaces(page);
      assert(tiles.length >= 3, `only ${tiles.length} tiles played`);
      const texts = [...faces.board, ...faces.hand].filter((f) => f.texts.length);
      assert(!texts.length, `numbers written on double-six tiles: ${JSON.stringify(texts)}`);
      const count = (ts) => ts.reduce((sum, [a, b]) => sum + a + b, 0);
      same(faces.board.reduce((sum, f) => sum + f.pips, 0), count(tiles), `${w}x${h}: pips on the board`);
      same(faces.hand.reduce((sum, f) => sum + f.pips, 0), count(faces.hand.map((f) => f.tile)), `${w}x${h}: pips in your hand`);
    });
  }
}]);

// The spec draws every set's tiles with pips up to 15: "Pips for 7 and more" (the
// table's menu, off at first) brings them back. Turned on through its checkbox, no tile
// of the board or the hand writes a number and each shows as many pips as the move log
// and its name say; it holds over a reload (local storage), and off again the numerals
// come back.
phoneExtra.push(['360x740 double-twelve (All Fives): "Pips for 7 and more" in the menu turns the numerals of the board and your hand into pips, is kept over a reload, and off brings the numerals back', async (url, shotDir) => {
  await atTable(url, { width: 360, height: 740, touch: true, seed: 4, family: 'allfives', players: 2, set: 12, pace: 'instant' }, async (page) => {
    const option = page.getByRole('checkbox', { name: 'Pips for 7 and more', exact: true });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const setOption = async (on) => {
      await menu.click();
      await page.locator('.side.open').waitFor();
      const box = await option.boundingBox();
      assert(box && box.height >= 20, `the option's box: ${JSON.stringify(box)}`);
      const label = await page.locator('label[for="game-pips"]').boundingBox();
      assert(label && label.height >= 44, `the option's tap target is ${label?.height} px tall`);
      // Its help line is its description: a screen reader reads it with the option.
      const described = await option.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') || '')?.textContent ?? '');
      assert(/^Halves of 7 to 15 as dots/.test(described), `the option's description reads "${described}"`);
      if (on === null) {
        const checked = await option.isChecked();
        await page.getByRole('button', { name: 'Close', exact: true }).click();
        return checked;
      }
      same(await option.isChecked(), !on, 'the option before the tap');
      await option.setChecked(on);
      same(await option.isChecked(), on, 'the option after the tap');
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      return on;
    };
    // A hand with a big number on the board and in your hand.
    const ready = await playUntil(page, async (c) => {
      if (c.dialog) return false;
      const faces = await tileFaces(page);
      return (await loggedTiles(page)).some(([, high]) => high >= 7) && faces.hand.some((f) => f.tile[1] >= 7);
    });
    assert(ready, 'no tile of 7 or more came to the board with one in your hand');
    const count = (ts) => ts.reduce((sum, [a, b]) => sum + a + b, 0);
    const numerals = async (what) => {
      const tiles = await loggedTiles(page);
      const faces = await tileFaces(page);
      const small = (ts) => ts.reduce((sum, [a, b]) => sum + (a < 7 ? a : 0) + (b < 7 ? b : 0), 0);
      const big = (ts) => ts.flat().filter((n) => n >= 7).sort((a, b) => a - b);
      const written = (fs) => fs.flatMap((f) => f.texts.map((t) => t.n)).sort((a, b) => a - b);
      same(JSON.stringify(written(faces.board)), JSON.stringify(big(tiles)), `${what}: the numbers the board writes`);
      same(faces.board.reduce((sum, f) => sum + f.pips, 0), small(tiles), `${what}: pips on the board`);
      for (const f of faces.hand) {
        same(JSON.stringify(f.texts.map((t) => t.n)), JSON.stringify(f.tile.filter((n) => n >= 7)), `${what}: your ${f.tile.join('-')} writes`);
        same(f.pips, small([f.tile]), `${what}: pips of your ${f.tile.join('-')}`);
      }
    };
    const pips = async (what) => {
      const tiles = await loggedTiles(page);
      const faces = await tileFaces(page);
      const texts = [...faces.board, ...faces.hand].filter((f) => f.texts.length);
      assert(!texts.length, `${what}: numbers still written: ${JSON.stringify(texts)}`);
      same(faces.board.reduce((sum, f) => sum + f.pips, 0), count(tiles), `${what}: pips on the board`);
      for (const f of faces.hand) same(f.pips, count([f.tile]), `${what}: pips of your ${f.tile.join('-')}`);
      const tiny = faces.board.filter((f) => f.least < 2);
      assert(!tiny.length, `${what}: pips under 2 px on the board: ${JSON.stringify(tiny)}`);
    };
    await numerals('at first');
    same(await setOption(null), false, 'the option at first');
    await setOption(true);
    await pips('turned on');
    if (shotDir) await page.screenshot({ path: join(shotDir, 'pips-on-360x740.png') });
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor({ timeout: 20000 });
    await pips('after a reload');
    same(await page.evaluate(() => localStorage.getItem('dominoes.options')), 'pips', 'the stored options');
    await setOption(false);
    await numerals('turned off again');
  });
}]);

// Session 27: in All Fives, where a tile fits two ends, each end's button says what
// playing there scores at once ("B 4 end +10"); the play then scores just that.
phoneExtra.push(['360x740 All Fives: an end button says what playing there scores ("+10"), on one line, and the play scores it', async (url, shotDir) => {
  await atTable(url, { width: 360, height: 740, seed: 3, family: 'allfives', players: 2, pace: 'instant' }, async (page) => {
    const group = page.getByRole('group', { name: 'Choose an end', exact: true });
    let ends = 0;
    let scoring = null;
    await playUntil(page, async (c) => {
      if (c.group !== 'Choose an end') return false;
      ends += 1;
      const now = (await endButtons(page)).filter((b) => b.name !== 'Cancel');
      for (const b of now) {
        const m = b.name.match(/^[A-D] \d+ (end|arm)( \+(\d+))?$/);
        assert(m, `an end button named "${b.name}"`);
        assert(!m[3] || Number(m[3]) % 5 === 0, `"${b.name}" scores no multiple of five`);
        assert(b.oneLine && b.ptsBeside !== false && b.inside, `the end choice "${b.name}": ${JSON.stringify(b)}`);
      }
      scoring = now.find((b) => /\+\d+$/.test(b.name)) ?? null;
      return scoring !== null;
    }, { turns: 400 });
    assert(scoring, `no end button said points (${ends} end choices)`);
    assert(scoring.ptsPx >= 12, `"+N" in ${scoring.ptsPx} px type`);
    assert(scoring.contrast >= 4.5, `"+N" at a contrast of ${scoring.contrast.toFixed(2)} with what it lies on`);
    await page.screenshot({ path: join(shotDir, 'end-points-360x740.png') });
    const points = Number(scoring.name.match(/\+(\d+)$/)[1]);
    await group.getByRole('button', { name: scoring.name, exact: true }).click();
    await page.waitForFunction(() => /scoring \d+|making \d+ points to claim/.test(document.querySelector('.table-foot .status')?.innerText ?? ''), null, { timeout: 5000 });
    const said = await page.locator('.table-foot .status').innerText();
    assert(said.includes(`scoring ${points}`) || said.includes(`making ${points} points to claim`), `"${scoring.name}" played, and the live region says "${said}"`);
  });
}]);

// Session 27: the menu's "Rules of ..." fold looked like a heading, not like something to
// tap (a flex summary has no marker): a chevron at its right end says it opens, and
// turns down once it has.
phoneExtra.push(['360x740: the menu\'s "Rules of ..." fold shows a chevron that turns down when it opens', async (url, shotDir) => {
  await atTable(url, { width: 360, height: 740, seed: 2, family: 'allfives', players: 2, pace: 'instant' }, async (page) => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const summary = page.locator('.rules-panel > summary');
    await summary.waitFor();
    const mark = () => summary.evaluate((el) => {
      const after = getComputedStyle(el, '::after');
      const m = new DOMMatrix(after.transform);
      return { content: after.content, width: parseFloat(after.width), angle: Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI) };
    });
    const closed = await mark();
    assert(closed.content !== 'none' && closed.width >= 6, `no chevron on the closed fold: ${JSON.stringify(closed)}`);
    same(closed.angle, -45, 'the closed fold\'s chevron (pointing right)');
    await summary.click();
    same((await mark()).angle, 45, 'the open fold\'s chevron (pointing down)');
    await page.screenshot({ path: join(shotDir, 'rules-fold-360x740.png') });
  });
}]);

// Session 28: a match resumed on a reload put the keyboard's focus ring on a tile before
// the player had touched anything, which on a phone reads as a tile picked. Until the
// first touch or key press nothing is focused by the page; then the keyboard's way
// through the hand works as before.
phoneExtra.push(['360x740 touch: a match resumed on a reload shows no focus ring on a tile until the first touch or key press', async (url, shotDir) => {
  await atTable(url, { width: 360, height: 740, touch: true, seed: 5, family: 'jamaican', players: 4, pace: 'instant' }, async (page) => {
    await playOn(page, 3);
    await page.reload();
    await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor();
    await waitForYou(page);
    await page.waitForTimeout(600);
    const focused = () => page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body ? { name: el.getAttribute('aria-label') || el.textContent.trim(), ring: el.matches(':focus-visible') } : null;
    });
    same(await focused(), null, 'the focus after the reload, before any touch');
    await page.screenshot({ path: join(shotDir, 'reload-no-ring-360x740.png') });
    // The first key press brings the keyboard's way back: after a move, the focus is on
    // a move to make or on the hand again.
    await page.keyboard.press('Shift');
    const choice = await firstChoice(page);
    await playFirst(page, choice);
    await waitForYou(page);
    await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 3000 })
      .catch(() => {});
    assert(await focused(), 'after a key press and a move the page still leaves the focus nowhere');
  });
}]);

// Session 28's playtest: a hard end filled gold read as an end to tap (the glowing ends,
// gold, are), before any tile was picked. Now it is marked by a gold edge and figure on
// dark; the legend says "Gold box" ("Gold edge" read as the last tile's gold outline, session 28's second playtest).
phoneExtra.push(['360x740 Jamaican: a hard end is edged in gold, not filled like an end to tap, and the legend says so', async (url, shotDir) => {
  await atTable(url, { width: 360, height: 740, touch: true, seed: 3, family: 'jamaican', players: 4, pace: 'instant' }, async (page) => {
    const hard = page.locator('.end-marker .end-spot.hard');
    const found = await playUntil(page, async () => (await hard.count()) > 0, { turns: 120 });
    assert(found, 'no hard end came up');
    const look = await hard.first().evaluate((r) => {
      const rgb = (c) => (c.match(/[\d.]+/g) || []).map(Number);
      const lum = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
      const fill = rgb(getComputedStyle(r).fill);
      const number = r.parentNode.querySelector('.end-number');
      return { fill, alpha: fill.length === 4 ? fill[3] : 1, fillLum: lum(fill), stroke: rgb(getComputedStyle(r).stroke), numberLum: lum(rgb(getComputedStyle(number).fill)) };
    });
    // Dark (or see-through) inside, a gold edge, a light figure.
    assert(look.fillLum * look.alpha < 60, `a hard end is filled light: ${JSON.stringify(look)}`);
    assert(look.stroke[0] > 200 && look.stroke[1] > 150 && look.stroke[2] < 120, `a hard end's edge is not gold: ${JSON.stringify(look)}`);
    assert(look.numberLum > 150, `a hard end's figure is dark on dark: ${JSON.stringify(look)}`);
    const items = await page.locator('.table-legend li').allTextContents();
    assert(items.some((t) => t.startsWith('Gold box: a hard end')), `the legend: ${items.join(' | ')}`);
    await page.screenshot({ path: join(shotDir, 'hard-end-360x740.png') });
  });
}]);

// Session 28's playtest: late in a two-player double-twelve hand the line's end markers
// came out 7 px high on a phone (the line drawn small to fit), so which numbers were
// open could not be read. Once a marker's figure is under 11 px on the screen, the band
// over the line also says them ("Open 8 · 7") in its own type; while the markers are big
// enough it does not.
for (const [w, h] of [[360, 740], [740, 360]]) {
  phoneExtra.push([`${w}x${h} Block & Draw, double-twelve: once the ends' markers are drawn too small to read, the band over the line says the open numbers`, async (url, shotDir) => {
    await atTable(url, { width: w, height: h, touch: true, seed: 4, family: 'blockdraw', players: 2, set: 12, pace: 'instant' }, async (page) => {
      const look = () => page.evaluate(() => {
        const px = (el) => el.getBoundingClientRect().height;
        const marks = [...document.querySelectorAll('.end-marker .end-number')];
        const pill = [...document.querySelectorAll('.table-caption text')].find((t) => t.textContent.startsWith('Open'));
        return {
          ends: marks.map((m) => m.textContent),
          markPx: Math.min(...marks.map(px)),
          pill: pill ? pill.textContent.trim() : null,
          pillPx: pill ? px(pill) : 0,
        };
      });
      await waitForYou(page);
      const first = await look();
      same(first.pill, null, `the open ends said over a table whose markers are ${first.markPx.toFixed(1)} px high`);
      const found = await playUntil(page, async () => (await look()).pill !== null, { turns: 300 });
      assert(found, 'the band never said the open ends');
      const seen = await look();
      same(seen.pill, `Open ${seen.ends.join(' \u00b7 ')}`, 'the band\'s open ends against the markers');
      assert(seen.markPx < 13, `the band says the ends while the markers are ${seen.markPx.toFixed(1)} px high`);
      assert(seen.pillPx >= 12 && seen.pillPx > seen.markPx * 1.3, `the band's figures ${seen.pillPx.toFixed(1)} px high, the markers' ${seen.markPx.toFixed(1)}`);
      await page.screenshot({ path: join(shotDir, `open-ends-${w}x${h}.png`) });
    });
  }]);
}

// Session 28's playtest: a hand blocked for all to see (the line's open numbers all
// played out) waited for the player's own tap on Pass after every computer had passed.
// Now that pass is made for you, as the computers' are, with the auto-pass option off;
// a lone pass while the hand is not blocked still waits for you. Read from the tracker
// (kept in the page even with the drawer shut): blocked when every open end's number
// has all seven of its tiles played.
phoneExtra.push(['360x740 Jamaican: in a hand blocked for all to see your lone pass is made for you; otherwise it waits for your tap', async (url, shotDir) => {
  const init = () => localStorage.setItem('dominoes.tracker', 'on');
  await atTable(url, { width: 360, height: 740, touch: true, seed: 2, family: 'jamaican', players: 4, level: 'medium', pace: 'instant', init }, async (page) => {
    const blockedNow = () => page.evaluate(() => {
      const played = {};
      for (const li of document.querySelectorAll('section[aria-labelledby="tracker-title"] ul[aria-label="Tiles per number"] li')) {
        const m = li.textContent.match(/^(\d+): (\d+) played/);
        if (m) played[m[1]] = Number(m[2]);
      }
      const ends = [...document.querySelectorAll('.end-marker .end-number')].map((e) => e.textContent);
      return ends.length > 0 && ends.every((n) => played[n] === 7);
    });
    const stepAfter = async (ms) => {
      const before = await stepOf(page);
      await page.waitForFunction((b) => document.querySelector('[role="dialog"]') || document.querySelector('.game')?.dataset.step !== b, before, { timeout: ms }).catch(() => {});
      return (await page.locator('[role="dialog"]').count()) > 0 || (await stepOf(page)) !== before;
    };
    let [blocked, waited] = [0, 0];
    const found = await playUntil(page, async (choice) => {
      if (choice.dialog || choice.name !== 'Pass') return false;
      if (await blockedNow()) {
        assert(await stepAfter(3000), 'a hand blocked for all to see still waits for your Pass');
        const said = await saidLines(page);
        assert(said.some((l) => l.startsWith('South passed')) || (await page.locator('[role="dialog"]').count()) > 0, `after the pass made for you: ${said.join(' | ')}`);
        blocked += 1;
        if (waited > 0) return true;
        return 'played';
      }
      if (waited === 0) {
        assert(!(await stepAfter(1500)), 'a lone pass in a hand still open was made for you (auto-pass off)');
        waited += 1;
      }
      if (blocked > 0) return true;
      return false;
    }, { turns: 400 });
    assert(found, `${blocked} blocked hands and ${waited} lone passes in an open hand seen`);
    await page.screenshot({ path: join(shotDir, 'blocked-pass-360x740.png') });
  });
}]);

// Session 28's playtest: a newcomer taps the table's "?" for the rules and finds only a
// key to the marks. The key ends with "The rules of the game", which opens them: on a
// phone the drawer at the rules, unfolded, in view; on a desktop the side column's.
// Sideways, French: its key is the longest at the hand's start (the dark end).
for (const [w, h, family, name] of [[360, 740, 'jamaican', 'Jamaican'], [740, 360, 'french', 'French'], [1280, 800, 'jamaican', 'Jamaican']]) {
  phoneExtra.push([`${w}x${h} ${name}: the table's "?" is there from the hand's start and leads to the rules of the game, unfolded and in view`, async (url, shotDir) => {
    await atTable(url, { width: w, height: h, seed: 2, family, players: 4, pace: 'instant' }, async (page) => {
      // There from the hand's start, when the table has no mark but plain ends (session
      // 28's second playtest: it came only with the first hard end).
      await waitForYou(page);
      same(await page.locator('.table-legend > summary').count(), 1, 'the key at the hand\'s start');
      await playOn(page, 2);
      await waitForYou(page);
      await page.locator('.table-legend > summary').click();
      // Session 31's playtest: upright, a seat's tiles left are a tile back and a number,
      // which the key did not explain. It does, its swatch the seats' tile back.
      const items = await page.locator('.table-legend li').allTextContents();
      assert(items.some((t) => t.startsWith('Tile back and a number on a seat:')), `the key: ${items.join(' | ')}`);
      const looks = await page.evaluate(() => [
        getComputedStyle(document.querySelector('.legend-mark.mark-back')).backgroundColor,
        getComputedStyle(document.querySelector('.seat .tiles-left'), '::before').backgroundColor,
        getComputedStyle(document.querySelector('.seat .tiles-left'), '::before').content,
      ]);
      if (w < h) same(looks[2], '""', 'upright, the seats\' tile back before their tiles left');
      if (looks[2] !== 'normal' && looks[2] !== 'none') same(looks[0], looks[1], 'the key\'s tile back and the seats\'');
      // The way to the rules whole in the key as it opens, not under the rack (sideways,
      // session 31's playtest) until the key is scrolled.
      const go = page.getByRole('button', { name: 'The rules of the game', exact: true });
      const b = await go.boundingBox();
      const key = await page.locator('.table-legend').boundingBox();
      assert(b && b.height >= 44 && b.y + b.height <= Math.min(h, key.y + key.height) + 0.5, `the rules button: ${JSON.stringify(b)} in the key's ${JSON.stringify(key)}`);
      await go.click();
      const rules = page.locator('.rules-panel');
      await page.waitForFunction(() => document.querySelector('.rules-panel')?.open, null, { timeout: 3000 });
      const seen = await rules.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const summary = el.querySelector('summary');
        // The focus on the rules' title, or on a phone's drawer on its Close button.
        const focused = document.activeElement === summary || document.activeElement?.classList.contains('close-menu');
        return { top: r.top, bottom: r.bottom, focused, title: summary.textContent.trim(), text: el.innerText.length };
      });
      // Below the drawer's Close row, which stays over what scrolls under it.
      const head = await page.locator('.menu-head').evaluate((el) => (getComputedStyle(el).display === 'none' ? 0 : el.getBoundingClientRect().bottom));
      assert(seen.top >= head - 1 && seen.top < h - 100, `the rules' top at ${seen.top} of ${h} (the Close row's foot at ${head})`);
      assert(seen.title.startsWith(`Rules of ${name}`), `the fold opened: "${seen.title}"`);
      assert(seen.text > 200, `the rules say ${seen.text} characters`);
      same(seen.focused, true, 'the focus on the rules\' title (or the drawer\'s Close)');
      same(await page.locator('.table-legend').evaluate((d) => d.open), false, 'the key still open');
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shotDir, `legend-rules-${w}x${h}.png`) });
    });
  }]);
}

// Session 32's playtest: a tap left the browser's square highlight on a round button
// (Draw, after drawing). A tap darkens the button itself instead.
phoneExtra.push(['360x740 Jamaican: a tap darkens the button itself, with no square tap highlight over it', async (url) => {
  await atTable(url, { width: 360, height: 740, touch: true, seed: 2, family: 'jamaican', players: 4, pace: 'instant' }, async (page) => {
    await waitForYou(page);
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    const look = () => hint.evaluate((b) => [getComputedStyle(b).webkitTapHighlightColor, getComputedStyle(b).filter]);
    const [highlight, idle] = await look();
    same(highlight, 'rgba(0, 0, 0, 0)', 'the tap highlight');
    same(idle, 'none', 'the button before a press');
    const b = await hint.boundingBox();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    same((await look())[1], 'brightness(0.85)', 'the button while pressed');
    await page.mouse.up();
    // A tile pressed keeps its own look (its shadow is a filter too).
    const tile = page.locator('.hand > .tile').first();
    const idleTile = await tile.evaluate((t) => getComputedStyle(t).filter);
    const t = await tile.boundingBox();
    await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2);
    await page.mouse.down();
    same(await tile.evaluate((el) => getComputedStyle(el).filter), idleTile, 'a tile while pressed');
    await page.mouse.up();
  });
}]);

// Session 31's playtest: the key ("?") stayed open over the ends for hands (a tap
// elsewhere did nothing; only "?" again closed it). A press outside it closes it, as a
// phone's popover does; a press inside it (its list) does not.
for (const [w, h] of [[360, 740], [740, 360]]) {
  phoneExtra.push([`${w}x${h} Partnership: the table's "?" key closes at a tap outside it, not at one inside it, and at Escape`, async (url) => {
    await atTable(url, { width: w, height: h, touch: true, seed: 2, family: 'partnership', players: 4, pace: 'instant' }, async (page) => {
      await waitForYou(page);
      const key = page.locator('.table-legend');
      const isOpen = () => key.evaluate((d) => d.open);
      await page.locator('.table-legend > summary').tap();
      same(await isOpen(), true, 'the key open after "?"');
      await key.locator('li').first().tap();
      same(await isOpen(), true, 'the key open after a tap on its own list');
      await page.locator('.table-foot .status').first().tap();
      same(await isOpen(), false, 'the key open after a tap on the live region');
      await page.locator('.table-legend > summary').tap();
      same(await isOpen(), true, 'the key open again after "?"');
      await page.locator('.hand .tile.playable').first().tap();
      same(await isOpen(), false, 'the key open after a tap on a tile of yours');
      // And by keyboard: Escape closes it.
      await waitForYou(page);
      await page.locator('.table-legend > summary').click();
      same(await isOpen(), true, 'the key open after a click on "?"');
      await page.keyboard.press('Escape');
      same(await isOpen(), false, 'the key open after Escape');
    });
  }]);
}

// Session 28's playtest: in French an arm that takes only its double (or nothing while
// a side of the first double is bare) looked like any open end, and a tile with its
// number stayed greyed with no sign why on the table. Such an arm's marker is drawn dark,
// titled with what it takes, and the legend says what the dark end means.
phoneExtra.push(['360x740 French: an arm that takes only its double for now is drawn dark, says so, and the legend explains it', async (url, shotDir) => {
  await atTable(url, { width: 360, height: 740, touch: true, seed: 3, family: 'french', players: 4, pace: 'instant' }, async (page) => {
    const held = page.locator('.end-marker:has(.end-spot.closed)');
    const found = await playUntil(page, async () => (await held.count()) > 0, { turns: 60 });
    assert(found, 'no arm held back came up');
    const marks = await page.locator('.end-marker').evaluateAll((gs) => gs.map((g) => ({
      n: g.querySelector('.end-number').textContent,
      closed: g.querySelector('.end-spot').classList.contains('closed'),
      title: g.querySelector('title')?.textContent ?? '',
    })));
    for (const m of marks) {
      if (m.closed) {
        assert(m.title === `${m.n} open: only ${m.n}-${m.n} goes here for now` || m.title === `${m.n} open: nothing goes here until each side of the first double is covered`, `a dark arm's title: "${m.title}"`);
      } else {
        same(m.title, '', `an open arm's title (${m.n})`);
      }
    }
    const items = await page.locator('.table-legend li').allTextContents();
    assert(items.some((t) => t.startsWith('Dark end: for now it takes only its double')), `the legend: ${items.join(' | ')}`);
    await page.screenshot({ path: join(shotDir, 'french-held-back-360x740.png') });
  });
}]);

// Session 28's second playtest: choosing which number a Matador wild tile leaves open
// showed only "Leave 3 open", "Leave 4 open" and Cancel: the panel covers the prompt
// that says what they are for. It now heads them with it, as the end choice does.
phoneExtra.push(['360x740 Matador: the choice of the number left open says what it is for, above its buttons', async (url, shotDir) => {
  await atTable(url, { width: 360, height: 740, touch: true, seed: 1, family: 'matador', players: 3, pace: 'instant' }, async (page) => {
    const group = page.getByRole('group', { name: 'Choose the number left open', exact: true });
    const found = await playUntil(page, async (choice) => (await group.count()) > 0 || null, { turns: 400 });
    assert(found, 'no choice of the number left open came up');
    const seen = await group.evaluate((g) => {
      const title = g.querySelector('.choices-title');
      const r = title?.getBoundingClientRect();
      const first = g.querySelector('button').getBoundingClientRect();
      return { text: title?.textContent ?? null, shown: !!r && r.height > 0 && getComputedStyle(title).opacity !== '0' && getComputedStyle(title).visibility !== 'hidden', above: !!r && r.bottom <= first.top + 1, px: title ? parseFloat(getComputedStyle(title).fontSize) : 0 };
    });
    assert(seen.text && /^Choose which number \d+-\d+ leaves open\.$/.test(seen.text), `the panel's title: ${seen.text}`);
    assert(seen.shown && seen.above && seen.px >= 12, `the title not read above the buttons: ${JSON.stringify(seen)}`);
    await page.screenshot({ path: join(shotDir, 'matador-opens-360x740.png') });
  });
}]);

// Session 41's playtest: in Matador a new player could not tell the wild tiles in the
// hand (2-5 glowed for an end that "needs 1"). Each one now says "Matador" at its foot,
// whole in the window and over no other tile, and is read as one; no other tile is (the
// hint's words for one: ai::coach's the_hint_names_a_matador_as_one).
for (const [w, h] of [[360, 740], [740, 360]]) {
  phoneExtra.push([`${w}x${h} Matador: every wild tile in the hand says "Matador" at its foot, whole, and only those`, async (url, shotDir) => {
    let seen = 0;
    let plain = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      await atTable(url, { width: w, height: h, touch: true, seed, family: 'matador', players: 2, pace: 'instant' }, async (page) => {
        await waitForYou(page);
        const tiles = await page.locator('.hand > .tile').evaluateAll((bs) => bs.map((b) => {
          const [lo, hi] = b.dataset.tile.split('-').map(Number);
          const tag = b.querySelector('.foot-tag');
          const r = tag?.getBoundingClientRect();
          const others = [...document.querySelectorAll('.hand > .tile')].filter((o) => o !== b).map((o) => o.getBoundingClientRect());
          return {
            tile: b.dataset.tile, wild: lo + hi === 7 || lo + hi === 0, text: tag?.textContent ?? null,
            description: b.getAttribute('aria-description'), plain: b.getAttribute('aria-disabled') !== 'true' && !b.classList.contains('hinted'),
            whole: !!r && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight && tag.scrollWidth <= tag.clientWidth + 1,
            over: !!r && others.some((o) => r.left < o.right && r.right > o.left && r.top < o.bottom && r.bottom > o.top),
            px: r ? parseFloat(getComputedStyle(tag).fontSize) : 0,
          };
        }));
        if (seed === 1) await page.screenshot({ path: join(shotDir, `matador-tags-${w}x${h}.png`) });
        for (const t of tiles) {
          if (!t.wild) {
            same(t.text, null, `${t.tile}'s tag`);
            continue;
          }
          seen += 1;
          same(t.text, 'Matador', `${t.tile}'s tag`);
          assert(t.whole && !t.over && t.px >= 9, `${t.tile}'s tag: ${JSON.stringify(t)}`);
          // Read as one where nothing else (why it cannot be played, the hint) is said.
          if (t.plain) same(t.description, 'A matador', `${t.tile}'s description`);
          plain += t.plain ? 1 : 0;
        }
      });
      if (seen >= 3 && plain >= 1) break;
    }
    assert(seen >= 3 && plain >= 1, `only ${seen} wild tiles dealt to you, ${plain} playable and not hinted`);
  }]);
}

// Session 41's playtest: one tap on Draw brought three tiles and nothing told them from
// the others. The tiles your draws brought say "New" at their foot until your next play
// or pass; no other tile does.
phoneExtra.push(['360x740 Block & Draw: the tiles a Draw brought say "New" until you play, and no others', async (url, shotDir) => {
  await atTable(url, { width: 360, height: 740, touch: true, seed: 2, family: 'blockdraw', players: 2, pace: 'instant' }, async (page) => {
    const tags = () => page.locator('.hand > .tile').evaluateAll((bs) => bs.map((b) => [b.dataset.tile, b.querySelector('.foot-tag')?.textContent ?? null]));
    let draws = 0;
    // Each turn of yours: a Draw's tiles tagged "New", none left after a play.
    await playUntil(page, async (choice) => {
      if (choice.dialog || draws >= 2) return draws >= 2;
      const before = await tags();
      same(before.filter(([, t]) => t !== null && t !== 'New'), [], 'tags other than "New"');
      await playFirst(page, choice);
      // A tile that fits two ends is only picked: its end is the rest of the play.
      const then = await firstChoice(page);
      if (then.group === 'Choose an end' || then.group === 'Choose the number left open') await playFirst(page, then);
      if (await page.getByRole('dialog').count()) return 'played';
      await waitForYou(page);
      const after = await tags();
      if (choice.name !== 'Draw') {
        same(after.filter(([, t]) => t), [], 'tags left after your play');
        return 'played';
      }
      const had = new Set(before.map(([t]) => t));
      const brought = after.filter(([t]) => !had.has(t)).map(([t]) => t);
      assert(brought.length >= 1, `a Draw brought nothing: ${JSON.stringify(after)}`);
      same(after.filter(([, t]) => t === 'New').map(([t]) => t).sort(), brought.sort(), 'the tiles tagged "New"');
      const box = await page.locator('.hand .foot-tag').first().evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { whole: r.left >= 0 && r.right <= innerWidth && r.bottom <= innerHeight, px: parseFloat(getComputedStyle(el).fontSize) };
      });
      assert(box.whole && box.px >= 9, `the "New" tag: ${JSON.stringify(box)}`);
      if (draws === 0) await page.screenshot({ path: join(shotDir, 'drawn-new-360x740.png') });
      draws += 1;
      return 'played';
    });
    assert(draws >= 1, 'South never drew');
  });
}]);

// Playtest 3: the menu offered "Pips for 7 and more" with double-six, where it does
// nothing. Only the sets with halves of 7 and more show it.
phoneExtra.push(['360x740 the menu offers "Pips for 7 and more" with double-nine, not with double-six', async (url) => {
  for (const [set, shown] of [[6, 0], [9, 1]]) {
    await atTable(url, { width: 360, height: 740, touch: true, seed: 4, family: 'allfives', players: 2, set, pace: 'instant' }, async (page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.locator('.side.open').waitFor();
      await page.getByRole('checkbox', { name: 'Show the tile tracker in this panel', exact: true }).waitFor();
      same(await page.getByRole('checkbox', { name: 'Pips for 7 and more', exact: true }).count(), shown, `the option with double-${set}`);
    });
  }
}]);

// Alone: `node tests/browser/phone.mjs [pattern]` runs the checks whose name matches.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
  await runFile((base) => phoneChecks(`${base}/`, process.env.SCREENSHOT_DIR || '/tmp/dominoes-layout', only));
}

// Session 33 (a playtest): on the hand-end card at 360 px, a player left with five tiles
// had "Count 24" wrapped onto a line of its own under them. The count now stands under
// the player's name, the tiles beside both: every row is its tiles' height, the count
// beside them. (Matador with three deals seven each and often blocks: rows of five or more
// tiles come; the check asks for one.)
phoneExtra.push(['360x740 matador 3 players: on the hand-end card each player\'s count stands beside their tiles, never on a line of its own', async (url, shotDir) => {
  let widest = 0;
  for (const seed of [3, 4, 5, 6, 7, 8]) {
    await atTable(url, { width: 360, height: 740, seed, family: 'matador', players: 3, pace: 'instant' }, async (page) => {
      for (let turn = 0; turn < 80; turn += 1) {
        await waitForYou(page);
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        await playFirst(page, choice);
      }
      const rows = await page.evaluate(() => [...document.querySelectorAll('[role="dialog"] .revealed li')].map((li) => {
        const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
        return { label: li.getAttribute('aria-label'), li: box(li), count: box(li.querySelector('.count')), tiles: box(li.querySelector('.mini-tiles')), n: li.querySelectorAll('.mini').length };
      }));
      assert(rows.length === 3, `the card's rows: ${JSON.stringify(rows)}`);
      for (const r of rows) {
        if (r.n === 0) continue;
        assert(r.count.bottom <= r.tiles.bottom + 0.5 && r.count.top >= r.tiles.top - 0.5, `${r.label}: the count is not beside the tiles: ${JSON.stringify(r)}`);
        assert(r.li.bottom - r.li.top <= r.tiles.bottom - r.tiles.top + 12, `${r.label}: the row is taller than its tiles: ${JSON.stringify(r)}`);
        widest = Math.max(widest, r.n);
      }
      if (widest >= 5 && seed === 3) await page.screenshot({ path: join(shotDir, 'hand-end-counts-360x740.png') });
    });
    if (widest >= 5) break;
  }
  assert(widest >= 5, `no player was left with five tiles or more (at most ${widest})`);
}]);
