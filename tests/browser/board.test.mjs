// Browser test of the board (issue #11 items 2, 4, 5 and 6): big tiles drawn 1:1 at the
// phone and desktop sizes, playing a picked tile by tapping a glowing end on the table,
// dragging a tile from the hand to an end (mouse and touch pointer events), French arms
// named top, bottom, left and right, the legend and the All Fives ends' total; the
// table keeping its tiles' places through a hand, every glowing end's 44 px tap box of
// its own, and three or four end choices clear of the live region (All Fives).
//
// Run after `trunk build --release`:   node tests/browser/board.test.mjs
// (BOARD_ONLY="All Fives" runs only the checks whose name holds those words.)
// Prints one line per check and a last line "N passed, M failed"; exits 1 on any failure.
// Screenshots of each size mid-hand go to $BOARD_SHOTS (default /tmp/board-shots).

import { mkdir } from 'node:fs/promises';
import {
  SUB, assert, check, choose, couldNotRun, finish, firstChoice, clickChoice, launch, needDist,
  openPicker, playFirst, playOn, problems, saidLines, same, serveDist, start, stepOf, watch, waitForYou,
} from './harness.mjs';

await needDist();
const testsStarted = Date.now();
const { server, base } = await serveDist();
const game = `${base}${SUB}`;
const shots = process.env.BOARD_SHOTS || '/tmp/board-shots';
await mkdir(shots, { recursive: true });

/** Only the checks whose name holds $BOARD_ONLY, when it is set (all of them otherwise). */
const run = (name, fn) => (!process.env.BOARD_ONLY || name.includes(process.env.BOARD_ONLY) ? check(name, fn) : null);

/** The seed of the Jamaican match played at every size for the tile sizes and taps. */
const TAP_SEED = Number(process.env.TAP_SEED || 1);

/** Every size of issue #11: phones upright and sideways, a tablet, two desktops. */
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 740, height: 360 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
/** Drag and drop at every size: with touch where a finger plays, with a mouse on the
 *  desktops; both on the small phone. */
const DRAGS = SIZES.flatMap((size) =>
  size.width === 360 ? [[size, false], [size, true]] : [[size, size.width < 1280]]);

/** What the game calls the end with record name `end` (its `data-end`) now: the number
 *  its marker shows, then "end" for a line's two ends or "arm" (a spinner's short sides,
 *  the French arms), never left or right, which a bent line makes untrue. */
async function endLabel(page, end) {
  const n = (await page.locator(`.end-marker[data-end="${end}"] .end-number`).textContent()).trim();
  // "a 6 end" ("an 8 end") where another end shows that number too.
  const all = await page.locator('.end-marker .end-number').allTextContents();
  const the = all.filter((m) => m.trim() === n).length < 2 ? 'the' : ['8', '11', '18'].includes(n) ? 'an' : 'a';
  return `${the} ${n} ${['left', 'right'].includes(end) ? 'end' : 'arm'}`;
}

/** Every board tile's rendered size, the drawing's unit and its box. */
async function boardTiles(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('.table-svg');
    const tiles = [...document.querySelectorAll('.table-tile .tile-body')].map((r) => {
      const b = r.getBoundingClientRect();
      return { long: Math.max(b.width, b.height), short: Math.min(b.width, b.height) };
    });
    const box = svg.getBoundingClientRect();
    const pips = [...document.querySelectorAll('.table-tile .pip')].map((c) => c.getBoundingClientRect().width);
    return { tiles, unit: Number(svg.dataset.unit), boxH: box.height, boxW: box.width, pips };
  });
}

/** Waits until the step marker moves on from `before` (or a dialog opens). */
async function stepChanged(page, before, what) {
  await page
    .waitForFunction(
      (b) => {
        const g = document.querySelector('.game');
        return !g || g.getAttribute('data-step') !== b || document.querySelector('[role="dialog"]');
      },
      before,
      { timeout: 5000 },
    )
    .catch(() => {
      throw new Error(`${what} changed nothing (step ${before})`);
    });
}

/** Whether the live region (or, once instant computers have moved on and the live
 *  region moved with them, the hand's move log) says `text`. */
async function announced(page, text) {
  if ((await saidLines(page)).some((l) => l.includes(text))) return true;
  return page.evaluate((t) => document.body.textContent.includes(t), text);
}

/** The centre of an element's box. */
async function centre(locator) {
  const b = await locator.boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Plays one hand at the current size, mostly through the buttons; a tile with several
 *  ends is played by tapping a glowing end on the table. Records the tile sizes seen. */
async function playHandMeasuring(page, seen, shot) {
  let took = false;
  for (let guard = 0; guard < 400; guard += 1) {
    await waitForYou(page);
    const m = await boardTiles(page);
    seen.box = `${Math.round(m.boxW)}x${Math.round(m.boxH)}`;
    for (const t of m.tiles) {
      seen.least = Math.min(seen.least, t.long);
      // The felt boxes the layout is meant for (350x380 portrait, 520x200 landscape):
      // until the page gives the board such a box, smaller ones are only reported.
      if (m.boxH >= 195 && m.boxW >= 340) seen.leastFair = Math.min(seen.leastFair, t.long);
      if (m.boxH >= 370) seen.leastTall = Math.min(seen.leastTall, t.long);
      // Drawn 1:1: the rendered long side is twice the unit the layout chose.
      if (Math.abs(t.long - 2 * m.unit) > 1.5) seen.scaled = Math.max(seen.scaled, Math.abs(t.long - 2 * m.unit));
    }
    for (const p of m.pips) if (m.unit >= 20) seen.leastPip = Math.min(seen.leastPip, p);
    seen.tilesSeen = Math.max(seen.tilesSeen, m.tiles.length);
    if (!took && m.tiles.length >= 6) {
      took = true;
      await shot();
    }
    const choice = await firstChoice(page);
    if (choice.dialog) return;
    if (choice.group === 'Choose an end') {
      // Tap a glowing end on the table: the last one (not the first button's end).
      const targets = page.locator('.end-targets .end-target');
      const n = await targets.count();
      assert(n >= 2, `a tile with end choices but ${n} glowing ends on the table`);
      const target = targets.nth(n - 1);
      const end = await target.getAttribute('data-end');
      const hit = await target.locator('.end-hit').boundingBox();
      assert(hit.width >= 43.5 && hit.height >= 43.5, `a tap target of ${hit.width}x${hit.height}`);
      const picked = await page.locator('.hand button[aria-pressed="true"]').getAttribute('aria-label');
      const label = await endLabel(page, end);
      const before = await stepOf(page);
      await target.locator('.end-hit').scrollIntoViewIfNeeded();
      const at = await centre(target.locator('.end-hit'));
      const onTop = await page.evaluate(({ x, y }) => {
        const el = document.elementFromPoint(x, y);
        return el ? el.getAttribute('class') || el.tagName : 'nothing';
      }, at);
      assert(onTop === 'end-hit', `the glowing end is covered by ${onTop}`);
      await page.mouse.click(at.x, at.y);
      await stepChanged(page, before, 'tapping a glowing end');
      const expected = `South played ${picked} on ${label}`;
      assert(await announced(page, expected), `after the tap neither the live region nor the log says "${expected}"`);
      seen.taps += 1;
      continue;
    }
    const before = await stepOf(page);
    await clickChoice(page, choice);
    await stepChanged(page, before, `clicking ${JSON.stringify(choice)}`);
  }
  throw new Error('the hand did not end');
}

/** Drags the hand's tile `name` to the first end that glows once the drag starts, with
 *  the mouse (`touch` false) or synthetic touch pointer events. Returns the end's record
 *  name and what the game calls it ({ end, label }), or null if nothing glowed. */
async function dragTile(page, name, touch) {
  const button = page.locator(`.hand button[aria-label="${name}"]`);
  const from = await centre(button);
  const steps = [1, 4, 10, 20, 40];
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (const d of steps) await page.mouse.move(from.x, from.y - d);
  } else {
    await page.evaluate(
      ({ name, from, steps }) => {
        const el = document.querySelector(`.hand button[aria-label="${name}"]`);
        const fire = (target, type, x, y) =>
          target.dispatchEvent(new PointerEvent(type, {
            bubbles: true, cancelable: true, pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: x, clientY: y,
          }));
        fire(el, 'pointerdown', from.x, from.y);
        for (const d of steps) fire(el, 'pointermove', from.x, from.y - d);
      },
      { name, from, steps },
    );
  }
  const targets = page.locator('.end-targets .end-target');
  await targets.first().waitFor({ timeout: 3000 }).catch(() => {});
  const n = await targets.count();
  if (n === 0) {
    if (!touch) await page.mouse.up();
    return null;
  }
  const ghost = await page.locator('.drag-layer').count();
  assert(ghost === 1, 'no ghost tile follows the pointer');
  const target = targets.nth(n - 1);
  const end = await target.getAttribute('data-end');
  const label = await endLabel(page, end);
  const to = await centre(target.locator('.end-hit'));
  if (!touch) {
    for (let i = 1; i <= 5; i += 1) {
      await page.mouse.move(from.x + ((to.x - from.x) * i) / 5, from.y + ((to.y - from.y) * i) / 5);
    }
    await page.mouse.up();
  } else {
    await page.evaluate(
      ({ name, to }) => {
        const el = document.querySelector(`.hand button[aria-label="${name}"]`) || document.body;
        const fire = (type) =>
          el.dispatchEvent(new PointerEvent(type, {
            bubbles: true, cancelable: true, pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: to.x, clientY: to.y,
          }));
        fire('pointermove');
        fire('pointerup');
      },
      { name, to },
    );
  }
  return { end, label };
}

/** Every board tile as laid out (its transform and size, drawn 1:1), by move index. */
async function tilePlaces(page) {
  return page.evaluate(() => [...document.querySelectorAll('.table-tile')].map((g) => {
    const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(g.getAttribute('transform') || '');
    const body = g.querySelector('.tile-body');
    return {
      i: Number(g.dataset.move), x: Number(m?.[1]), y: Number(m?.[2]),
      w: Number(body.getAttribute('width')), h: Number(body.getAttribute('height')),
    };
  }));
}

/** Whether a tile on both tables moved relative to the first tile down, or changed size. */
function relaid(before, now) {
  const first = Math.min(...before.map((t) => t.i));
  const a0 = before.find((t) => t.i === first);
  const b0 = now.find((t) => t.i === first);
  if (!a0 || !b0) return before.length > 0;
  return before.some((a) => {
    const b = now.find((t) => t.i === a.i);
    return !b || Math.abs(a.x - a0.x - (b.x - b0.x)) > 0.05 || Math.abs(a.y - a0.y - (b.y - b0.y)) > 0.05
      || Math.abs(a.w - b.w) > 0.05;
  });
}

/** The glowing ends' tap boxes: each at least 44 px, its own, and on top where tapped. */
async function tapBoxesOk(page) {
  const boxes = await page.locator('.end-targets .end-target').evaluateAll((gs) => gs.map((g) => {
    const r = g.querySelector('.end-hit').getBoundingClientRect();
    const x = r.x + r.width / 2;
    const y = r.y + r.height / 2;
    const top = document.elementFromPoint(x, y);
    return {
      end: g.dataset.end, x: r.x, y: r.y, w: r.width, h: r.height,
      mine: !!top && top.closest('.end-target') === g,
    };
  }));
  for (const [k, b] of boxes.entries()) {
    assert(b.w >= 43.5 && b.h >= 43.5, `the ${b.end} end's tap box is ${b.w.toFixed(1)}x${b.h.toFixed(1)}`);
    assert(b.mine, `the ${b.end} end's tap box is covered at its centre`);
    for (const o of boxes.slice(k + 1)) {
      const apart = b.x + b.w <= o.x + 0.5 || o.x + o.w <= b.x + 0.5 || b.y + b.h <= o.y + 0.5 || o.y + o.h <= b.y + 0.5;
      assert(apart, `the tap boxes of the ${b.end} and ${o.end} ends overlap: ${JSON.stringify([b, o])}`);
    }
  }
  return boxes.length;
}

/** Starts a match of `options` at `size` in a fresh browser (from `seed`, if given);
 *  returns { page, close }. */
async function table(size, options, seed = null) {
  const { context, close } = await launch({ viewport: size });
  const page = watch(await context.newPage());
  await openPicker(page, seed === null ? game : `${game}?seed=${seed}`);
  await choose(page, { pace: 'instant', level: 'easy', ...options });
  await start(page);
  return { page, close };
}

try {
  for (const size of SIZES) {
    const tag = `${size.width}x${size.height}`;
    await run(`${tag}: board tiles big and drawn 1:1 through a Jamaican hand; tap a glowing end to play`, async () => {
      // A fixed deal, the same at every size: one where a tile fitting two ends comes up
      // (an unseeded deal could go five hands without one).
      const { page, close } = await table(size, { family: 'jamaican' }, TAP_SEED);
      try {
        const seen = { least: Infinity, leastFair: Infinity, leastTall: Infinity, leastPip: Infinity, scaled: 0, tilesSeen: 0, taps: 0 };
        // Hands until a tile fitting two ends came up and was played by a tap (at most 5).
        for (let hand = 1; hand <= 5; hand += 1) {
          await playHandMeasuring(page, seen, () => page.screenshot({ path: `${shots}/board-${tag}.png` }));
          if (seen.taps > 0) break;
          const next = page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true });
          if ((await next.count()) === 0) break;
          await next.click();
          await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
        }
        console.log(`     ${tag}: board box ${seen.box}; least tile long side ${seen.least.toFixed(1)} px (in a box >= 340x195: ${seen.leastFair.toFixed(1)}, >= 370 tall: ${seen.leastTall.toFixed(1)}), least pip ${seen.leastPip.toFixed(2)} px, ${seen.tilesSeen} tiles, ${seen.taps} taps on the board`);
        assert(seen.tilesSeen >= 4, `only ${seen.tilesSeen} tiles seen on the table`);
        assert(seen.taps >= 1, 'five hands and never a tile with two ends to tap on the board');
        assert(seen.leastFair === Infinity || seen.leastFair >= 28, `a double-six tile only ${seen.leastFair} px long`);
        assert(seen.least >= 24, `a double-six tile only ${seen.least} px long even in a small box`);
        assert(seen.leastTall === Infinity || seen.leastTall >= 40, `a tile of ${seen.leastTall} px in a tall box`);
        if (size.width >= 1280) assert(seen.least >= 40, `a desktop tile of ${seen.least} px`);
        assert(seen.scaled === 0, `tiles drawn ${seen.scaled} px off their layout size (scaled)`);
        assert(seen.leastPip === Infinity || seen.leastPip >= 3.9, `pips of ${seen.leastPip} px on 40 px tiles`);
      } finally {
        await close();
      }
    });
  }

  // All Fives with four players: the spinner's short sides open, so a tile may fit three
  // or four ends. A fixed deal in which one does within a few hands.
  const FIVES_SEED = Number(process.env.FIVES_SEED || 1);
  for (const size of [{ width: 740, height: 360 }, { width: 360, height: 740 }]) {
    const tag = `${size.width}x${size.height}`;
    await run(`${tag} All Fives: tiles keep their places through a hand, every glowing end a 44 px tap box of its own, three or four end choices that fit (sideways clear of the live region)`, async () => {
      const { page, close } = await table(size, { family: 'allfives', players: 4 }, FIVES_SEED);
      try {
        const seen = { hands: 0, relays: [], least: Infinity, many: 0, boxes: 0 };
        let before = [];
        let count = 0;
        for (let guard = 0; guard < 600 && seen.hands < 10; guard += 1) {
          await waitForYou(page);
          let choice = await firstChoice(page);
          if (choice.dialog) {
            seen.relays.push(count);
            seen.hands += 1;
            before = [];
            count = 0;
            if (seen.many > 0 && seen.hands >= 2) break;
            const next = page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true });
            if ((await next.count()) === 0) break;
            await next.click();
            await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
            continue;
          }
          const now = await tilePlaces(page);
          if (relaid(before, now)) count += 1;
          before = now;
          for (const t of now) seen.least = Math.min(seen.least, Math.max(t.w, t.h));
          // A tile of your hand that fits three or four of the open ends (read off the
          // ends' numbers) is picked first, to bring up that many end choices.
          if (choice.group === 'Your hand') {
            const open = (await page.locator('.end-marker .end-number').allTextContents()).map(Number);
            const names = await page.locator('.hand button:not([aria-disabled="true"]):not([disabled])').evaluateAll((bs) =>
              bs.map((b) => (b.dataset.tile || b.getAttribute('aria-label') || '').split(' ')[0]));
            const wide = names.find((n) => {
              const [a, b] = n.split('-').map(Number);
              return open.filter((e) => e === a || e === b).length >= 3;
            });
            if (wide) {
              await page.locator(`.hand button[data-tile="${wide}"]`).click();
              await page.getByRole('group', { name: 'Choose an end', exact: true }).waitFor({ timeout: 3000 });
              choice = await firstChoice(page);
            }
          }
          if (choice.group === 'Choose an end') {
            seen.boxes += await tapBoxesOk(page);
            const group = page.getByRole('group', { name: 'Choose an end', exact: true });
            const ends = (await group.getByRole('button').allInnerTexts()).filter((n) => n.trim() !== 'Cancel');
            if (ends.length >= 3) {
              const [panel, status] = await Promise.all(['.play-row > .choices', '.table-foot .status'].map((q) =>
                page.locator(q).evaluate((el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, r: r.right, b: r.bottom }; })));
              const apart = panel.b <= status.y + 0.5 || status.b <= panel.y + 0.5 || panel.r <= status.x + 0.5 || status.r <= panel.x + 0.5;
              // Sideways the live region stays in view; upright the panel covers it and
              // repeats the prompt (by design: the table keeps the whole width).
              if (size.width > size.height) assert(apart, `${ends.length} end choices lie over the live region: ${JSON.stringify([panel, status])}`);
              assert(panel.y >= -0.5 && panel.b <= size.height + 0.5, `the end choices leave the window: ${JSON.stringify(panel)}`);
              // Each button's words fit it, and no button lies over another.
              const buttons = await group.getByRole('button').evaluateAll((bs) => bs.map((b) => {
                const r = b.getBoundingClientRect();
                return {
                  name: b.innerText.trim(), x: r.x, y: r.y, r: r.right, b: r.bottom,
                  fits: b.scrollWidth <= b.clientWidth + 1 && b.scrollHeight <= b.clientHeight + 1,
                };
              }));
              for (const [k, b] of buttons.entries()) {
                assert(b.fits, `"${b.name}" does not fit its button`);
                assert(b.b - b.y >= 43.5, `"${b.name}" is ${b.b - b.y} px tall`);
                for (const o of buttons.slice(k + 1)) {
                  const clear = b.r <= o.x + 0.5 || o.r <= b.x + 0.5 || b.b <= o.y + 0.5 || o.b <= b.y + 0.5;
                  assert(clear, `"${b.name}" and "${o.name}" overlap`);
                }
              }
              if (seen.many === 0) {
                await page.waitForTimeout(700); // the tiles' glide and slide in
                await page.screenshot({ path: `${shots}/board-allfives-ends-${tag}.png` });
              }
              seen.many += 1;
            }
          }
          const step = await stepOf(page);
          await clickChoice(page, choice);
          await stepChanged(page, step, `clicking ${JSON.stringify(choice)}`);
        }
        console.log(`     ${tag}: ${seen.hands} hands, re-lays per hand ${seen.relays.join(', ')}; least tile long side ${seen.least} px; ${seen.boxes} tap boxes checked; ${seen.many} choices of 3-4 ends`);
        assert(seen.hands >= 1, 'no hand finished');
        assert(seen.boxes >= 2, 'no end to tap on the table');
        assert(seen.many >= 1, 'never a tile fitting three or four ends');
        // Re-laid only when the line no longer fits (and once when the spinner comes).
        for (const n of seen.relays) assert(n <= 4, `the table re-laid itself ${n} times in a hand`);
      } finally {
        await close();
      }
    });
  }

  for (const [size, touch] of DRAGS) {
    await run(`${size.width}x${size.height}: drag and drop a tile from the hand to an end (${touch ? 'touch' : 'mouse'} pointer events)`, async () => {
      const { page, close } = await table(size, { family: 'cutthroat', players: 2 });
      try {
        let dropped = 0;
        for (let guard = 0; guard < 120 && dropped < 2; guard += 1) {
          await waitForYou(page);
          const choice = await firstChoice(page);
          if (choice.dialog) break;
          if (choice.group === 'Your hand' && (await page.locator('.table-tile').count()) > 0) {
            const before = await stepOf(page);
            const drop = await dragTile(page, choice.name, touch);
            if (drop) {
              await stepChanged(page, before, `dropping ${choice.name} on ${drop.end}`);
              const expected = `South played ${choice.name} on ${drop.label}`;
              assert(await announced(page, expected), `after the drop nothing says "${expected}"`);
              assert((await page.locator('.drag-layer').count()) === 0, 'the ghost stays after the drop');
              dropped += 1;
              continue;
            }
          }
          const before = await stepOf(page);
          await clickChoice(page, choice);
          await stepChanged(page, before, `clicking ${JSON.stringify(choice)}`);
        }
        assert(dropped >= 1, 'no tile was dropped on the table');
        // A short press is still a click: the tile is picked or played, no drag.
        assert((await page.locator('.drag-layer').count()) === 0, 'a ghost is left on the page');
      } finally {
        await close();
      }
    });
  }

  await run('French arms are named by their numbers in the live region, buttons and table, never like seats', async () => {
    const { page, close } = await table({ width: 1280, height: 800 }, { family: 'french' });
    try {
      const lines = new Set();
      for (let guard = 0; guard < 60; guard += 1) {
        await waitForYou(page);
        for (const l of await saidLines(page)) lines.add(l);
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        if (choice.group === 'Choose an end') {
          const names = await page.getByRole('group', { name: 'Choose an end', exact: true }).getByRole('button').allInnerTexts();
          // Each named by its letter and the number open there ("A 4 arm").
          for (const n of names.filter((x) => x.trim() !== 'Cancel')) assert(/^[A-D] \d+ arm$/.test(n.trim()), `an end button named "${n}"`);
        }
        const label = await page.locator('.table-svg').getAttribute('aria-label');
        assert(!/(north|south|east|west) arm/i.test(label), `the table is labelled "${label}"`);
        if ([...lines].filter((l) => / on (?:the|an?) \d+ arm/.test(l)).length >= 3) break;
        const before = await stepOf(page);
        await clickChoice(page, choice);
        await stepChanged(page, before, `clicking ${JSON.stringify(choice)}`);
      }
      const all = [...lines];
      assert(all.some((l) => / on (?:the|an?) \d+ arm/.test(l)), `no arm named in: ${all.join(' | ')}`);
      const compass = all.filter((l) => /(north|south|east|west|top|bottom|left|right) arm/i.test(l));
      assert(compass.length === 0, `arms named like seats or by where they start: ${compass.join(' | ')}`);
    } finally {
      await close();
    }
  });

  await run('All Fives shows the ends total on the table and a legend of its marks', async () => {
    const { page, close } = await table({ width: 360, height: 740 }, { family: 'allfives', players: 2 });
    try {
      let total = null;
      for (let guard = 0; guard < 40; guard += 1) {
        await waitForYou(page);
        const text = await page.locator('.table-caption text').allTextContents();
        // "Ends 12", or where more than one end counts their sum: "Ends 3+1+6 = 10".
        total = text.find((t) => /^Ends (?:\d+\+)*\d+(?: = \d+)?$/.test(t.trim())) ?? null;
        if (total && total.includes('=')) break;
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        const before = await stepOf(page);
        await clickChoice(page, choice);
        await stepChanged(page, before, `clicking ${JSON.stringify(choice)}`);
      }
      assert(total, 'no "Ends N" caption on the table');
      const [sum, shown] = total.trim().slice(5).split(' = ');
      assert(shown !== undefined, `no ends' sum seen in 40 moves: ${total}`);
      same(sum.split('+').reduce((a, n) => a + Number(n), 0), Number(shown), `the ends' sum ${total}`);
      const legend = page.locator('.table-legend');
      assert((await legend.count()) === 1, 'no legend');
      const button = legend.locator('summary');
      const b = await button.boundingBox();
      assert(b.width >= 44 && b.height >= 44, `the legend's button is ${b.width}x${b.height}`);
      await button.click();
      const items = await legend.locator('li').allInnerTexts();
      assert(items.some((t) => t.startsWith('Ends:')), `the legend says: ${items.join(' | ')}`);
      await page.screenshot({ path: `${shots}/board-allfives-legend-360x740.png` });
    } finally {
      await close();
    }
  });

  await run('Matador end markers show the number open there, as the log says it, what a tile needs, and a 0 as closed but to a matador', async () => {
    const { page, close } = await table({ width: 740, height: 360 }, { family: 'matador', players: 2 });
    try {
      const played = /played \d+-\d+ on (?:the|an?) (\d+) end, leaving (\d+) open \((?:needs (\d+)|only a matador)\)\.?$/;
      let last = null;
      for (let guard = 0; guard < 30; guard += 1) {
        await waitForYou(page);
        last = (await saidLines(page)).filter((l) => played.test(l)).pop() ?? null;
        if (last && (await page.locator('.end-marker').count()) > 0) break;
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        const before = await stepOf(page);
        await clickChoice(page, choice);
        await stepChanged(page, before, `clicking ${JSON.stringify(choice)}`);
      }
      const marks = await page.locator('.end-marker').evaluateAll((gs) =>
        gs.map((g) => [g.querySelector('title')?.textContent ?? '', g.querySelector('.end-number').textContent]));
      assert(marks.length >= 1, 'no Matador end marker');
      for (const [title, text] of marks) {
        assert(/^\d+$/.test(text), `a marker shows "${text}", not the number open there`);
        const n = Number(text);
        const want = n >= 1 ? `${n} open: needs a ${7 - n} (${n} + ${7 - n} = 7)` : `${n} open: only a matador goes here`;
        same(title, want, `the title of the marker "${text}"`);
      }
      // The number the last play left open is the number its end's marker shows (one
      // number for one end), and the line says what a tile needs there to make 7.
      assert(last, 'no play in the live region');
      const [, , open, needs] = last.match(played);
      assert(marks.some(([, text]) => text === open), `"${last}" but the markers show ${marks.map((m) => m[1]).join(', ')}`);
      if (needs !== undefined) same(Number(open) + Number(needs), 7, `what "${last}" needs`);
      await page.screenshot({ path: `${shots}/board-matador-740x360.png` });
      // A 0 open is closed to all but a matador: its marker is drawn apart (dark, solid
      // edge), the legend says so while one is on the table, and no other end looks so.
      const closedSeen = async () => {
        const ends = await page.locator('.end-marker').evaluateAll((gs) => gs.map((g) => ({
          n: g.querySelector('.end-number').textContent,
          closed: g.querySelector('.end-spot').classList.contains('closed') && g.querySelector('.end-number').classList.contains('closed'),
        })));
        for (const e of ends) same(e.closed, e.n === '0', `the marker "${e.n}" drawn as closed`);
        const items = await page.locator('.table-legend li').allTextContents();
        const zero = ends.some((e) => e.n === '0');
        same(items.some((t) => t.startsWith('Dark end: a 0, closed')), zero, `the legend (${items.join(' | ')}) with ends ${ends.map((e) => e.n).join(', ')}`);
        return zero;
      };
      let zero = await closedSeen();
      for (let guard = 0; guard < 80 && !zero; guard += 1) {
        await waitForYou(page);
        const choice = await firstChoice(page);
        if (choice.dialog) {
          if (!choice.dialog.includes('Next hand')) break;
          await page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true }).click();
          continue;
        }
        const before = await stepOf(page);
        await clickChoice(page, choice);
        await stepChanged(page, before, `clicking ${JSON.stringify(choice)}`);
        if (!(await page.locator('[role="dialog"]').count())) zero = await closedSeen();
      }
      assert(zero, 'no 0 end came up in 80 turns');
      const spot = await page.locator('.end-spot.closed').first().evaluate((r) => getComputedStyle(r).fill);
      assert(!/rgba\(0, 0, 0, 0.22\)/.test(spot), `a closed end is filled as an open one (${spot})`);
      await page.screenshot({ path: `${shots}/board-matador-closed-740x360.png` });
    } finally {
      await close();
    }
  });

  await run('Haitian: the signal badges, the Signal choice and the hand-end dialog say what they are', async () => {
    // Sideways on a phone, where the Signal choice's words are hidden from sight.
    const { page, close } = await table({ width: 740, height: 360 }, { family: 'haitian', players: 4 }, 3);
    try {
      await waitForYou(page);
      const signal = page.getByRole('combobox', { name: 'Signal on the number you leave open', exact: true });
      same(await signal.count(), 1, 'a Signal choice named for the number it is about');
      assert(/partner/.test((await signal.getAttribute('title')) ?? ''), 'the Signal choice says nothing of what it is for');
      const badges = page.locator('.table-zone .seat .badge.signal');
      for (let guard = 0; guard < 30 && (await badges.count()) === 0; guard += 1) {
        await waitForYou(page);
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        await playFirst(page, choice);
      }
      assert((await badges.count()) > 0, 'no seat showed a signal');
      // Heard as a signal, with a title saying what it counts.
      const said = (await badges.first().textContent()).replace(/\s+/g, ' ').trim();
      assert(/^signals (2\+ more \d+s|1 more \d+|no more \d+s)$/.test(said), `a signal badge reads "${said}"`);
      const title = await badges.first().getAttribute('title');
      assert(/^Signal: how many more \d+s they hold$/.test(title ?? ''), `a signal badge titled "${title}"`);
      // The table's legend explains the badges.
      const items = await page.locator('.table-legend li').allTextContents();
      assert(items.some((i) => i.includes("that player's signal, how many more tiles they hold with the number they left open")),
        `the legend: ${items.join(' | ')}`);
      // At the hand's end the tiles shown are each player's, not the match's hands.
      await playOn(page, 60);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      same(await dialog.getByRole('heading', { name: 'Tiles each player had left', exact: true }).count(), 1, 'the heading over the players\' tiles');
      same(await dialog.getByRole('heading', { name: 'All hands' }).count(), 0, 'a heading "All hands"');
      await page.screenshot({ path: `${shots}/board-haitian-end-740x360.png` });
    } finally {
      await close();
    }
  });

  await run('no console errors, page errors or failed requests', async () => {
    assert(problems.length === 0, problems.join('\n'));
  });
} catch (err) {
  couldNotRun(err);
} finally {
  server.close();
}
finish(testsStarted);
