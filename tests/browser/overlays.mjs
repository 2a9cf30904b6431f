// The new player's third list (the playtest read in session 10), checked as a player
// meets each item, at 360x740, 740x360 and 1280x800; run by layout.test.mjs:
// - spinner games: each end button and its glowing end on the table carry the same
//   letter, and the prompt says the glowing ends are tapped; the letter beside the end
//   leaves its number whole, and the end tile's (session 13: it sat half over them);
// - Fast pace: your turn (the prompt, your playable tiles, the glowing ends) waits until
//   the last tile has slid into place;
// - a phone's Tracker button shows the tracker alone and whole with Close in reach (upright,
//   Menu then opens the whole menu), and
//   the menu's Close stays in reach however far the menu is scrolled, in an opaque row
//   that nothing shows beside or under; upright, its sheet leaves nothing of the table
//   half cut above it (session 15);
// - the end choices leave no line of the live region half cut; a greyed tile's reason
//   lies over your hand, not over your seat's bar (South, the boneyard);
// - wherever the picker is scrolled, Start lies over no option a player can see;
// - one name per team (North-South, N-S for short) from the score bar to the summary;
// - sideways, the hand-end dialog's buttons stand beside its summary, over none of it.

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assert, atTable, check as checkOne, firstChoice, launch, openPicker, playFirst, playOn, playUntil, runFile, same,
  waitForYou, watch,
} from './harness.mjs';

/** The sizes a player meets the table at: two phones and a desktop. */
const SIZES = [[360, 740], [740, 360], [1280, 800]];
/** The word an end's button says for the table's `data-end` names (a spinner's line ends
 *  and its arms). */
const END_WORDS = { left: 'end', right: 'end', north: 'arm', south: 'arm' };

/** A `w` by `h` page at the end of seed 3's first four-player Jamaican hand, its dialog
 *  open: `fn(page, dialog)` looks at it. */
async function atHandEnd(url, w, h, fn) {
  await atTable(url, { width: w, height: h, seed: 3, family: 'jamaican', players: 4, pace: 'instant' }, async (page) => {
    await playOn(page);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await fn(page, dialog);
  });
}

/** Boxes of the elements matching `q` (window coordinates). */
function boxesOf(page, q) {
  return page.locator(q).evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, r: r.right, b: r.bottom };
  }));
}

const overlap = (a, b) => Math.min(a.r, b.r) - Math.max(a.x, b.x) > 1 && Math.min(a.b, b.b) - Math.max(a.y, b.y) > 1;

/** Runs the checks against the game served at `url` (those whose name `only` matches,
 *  when given); pictures go to `shotDir`. */
export async function overlayChecks(url, shotDir, only = null) {
  const check = (name, fn) => (!only || only.test(name) ? checkOne(name, fn) : null);
  for (const [w, h] of SIZES) {
    await check(`${w}x${h} All Fives: each end button and its glowing end carry the same letter, which leaves the end's number and the end tile's whole; the prompt says to tap a glowing end`, async () => {
      // Seed 5's second hand has a tile fitting three ends, two of them showing 1.
      await atTable(url, { width: w, height: h, seed: 5, family: 'allfives', players: 4, pace: 'instant' }, async (page) => {
        // Every choice of ends on the way is read, up to the first of three.
        let most = 0;
        await playUntil(page, async (choice) => {
          if (choice.group === 'Choose an end') {
            const group = page.getByRole('group', { name: 'Choose an end', exact: true });
            const buttons = await group.getByRole('button').evaluateAll((bs) => bs
              .filter((b) => b.textContent.trim() !== 'Cancel')
              .map((b) => ({
                // Its name but what the end scores ("+10", checked in phone.mjs).
                name: (b.getAttribute('aria-label') ?? b.textContent).replace(/\s*\+\d+\s*$/, '').trim(),
                letter: b.querySelector('.end-l')?.textContent ?? '',
              })));
            const glows = await page.locator('.end-targets .end-target').evaluateAll((gs) => gs.map((g) => ({
              end: g.dataset.end,
              letter: g.querySelector('.end-letter text')?.textContent ?? '',
              number: document.querySelector(`.end-marker[data-end="${g.dataset.end}"] .end-number`)?.textContent ?? '',
            })));
            same(buttons.map((b) => b.letter), buttons.map((_, i) => 'ABCD'[i]), `the end buttons' letters (${JSON.stringify(buttons)})`);
            for (const b of buttons) {
              // Named by its letter and the number its marker shows, never left or
              // right, which the bent line makes untrue: "A 1 end", "C 1 arm".
              assert(/^[A-D] \d+ (end|arm)$/.test(b.name), `an end button named "${b.name}"`);
              const glow = glows.find((g) => g.letter === b.letter);
              assert(glow, `"${b.name}" has no glowing end on the table (${JSON.stringify(glows)})`);
              same(b.name, `${b.letter} ${glow.number} ${END_WORDS[glow.end]}`, `the button for the glowing ${glow.end} end`);
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
            // Each letter leaves its end's number whole, and the number the end tile
            // shows there: its disc meets neither the marker's number nor the end tile's
            // half (both halves of a double lying across) touching the end's spot.
            const covered = await page.evaluate(() => {
              const out = [];
              const gap = (a, b) => Math.max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom);
              const meets = (c, b) => {
                const dx = Math.max(b.left - c.x, c.x - b.right, 0);
                const dy = Math.max(b.top - c.y, c.y - b.bottom, 0);
                return Math.hypot(dx, dy) < c.r - 0.5;
              };
              const tiles = [...document.querySelectorAll('.table-tiles .table-tile')].map((t) => t.getBoundingClientRect());
              for (const g of document.querySelectorAll('.end-targets .end-target')) {
                const disc = g.querySelector('.end-letter circle')?.getBoundingClientRect();
                if (!disc) continue;
                // The disc as drawn: its outline (2 px) half outside the circle.
                const c = { x: disc.x + disc.width / 2, y: disc.y + disc.height / 2, r: disc.width / 2 + 1 };
                const marker = document.querySelector(`.end-marker[data-end="${g.dataset.end}"]`);
                const number = marker.querySelector('.end-number').getBoundingClientRect();
                const spot = marker.querySelector('.end-spot').getBoundingClientRect();
                const letter = g.querySelector('.end-letter text').textContent;
                if (meets(c, number)) out.push(`${letter} over its end's number ${marker.querySelector('.end-number').textContent}`);
                const near = tiles.map((t) => [gap(t, spot), t]).filter(([d]) => d <= 3).sort((a, b) => a[0] - b[0]);
                if (!near.length) continue;
                const t = near[0][1];
                const halves = t.height > t.width
                  ? [new DOMRect(t.x, t.y, t.width, t.height / 2), new DOMRect(t.x, t.y + t.height / 2, t.width, t.height / 2)]
                  : [new DOMRect(t.x, t.y, t.width / 2, t.height), new DOMRect(t.x + t.width / 2, t.y, t.width / 2, t.height)];
                for (const half of halves) {
                  if (gap(half, spot) <= 3 && meets(c, half)) out.push(`${letter} over the end tile's half at ${Math.round(half.x)},${Math.round(half.y)}`);
                }
              }
              return out;
            });
            if (covered.length) await page.screenshot({ path: join(shotDir, `end-letters-covering-${w}x${h}.png`) });
            same(covered, [], 'letters over an end\'s number');
            const shown = page.locator(w < h ? '.choices-title' : '.prompt');
            const prompt = await shown.innerText();
            assert(/^Choose a glowing end for \d+-\d+\.$/.test(prompt.trim()), `the prompt says "${prompt}"`);
            const fits = await shown.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1);
            assert(fits, `the prompt "${prompt}" is cut`);
            if (buttons.length > most) {
              most = buttons.length;
              await page.screenshot({ path: join(shotDir, `end-letters-${w}x${h}.png`) });
            }
          }
          return most >= 3;
        });
        assert(most >= 3, `no tile fitting three ends came up (at most ${most})`);
      });
    });
  }

  for (const [w, h] of SIZES) {
    await check(`${w}x${h} Fast pace: your turn (prompt, playable tiles, glowing ends) waits until the last tile has slid into place`, async () => {
      await atTable(url, { width: w, height: h, seed: 3, family: 'jamaican', players: 4, pace: 'fast' }, async (page) => {
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
        await playOn(page, 7);
        const seen = await page.evaluate(() => window.slideSeen);
        assert(seen.sliding > 10 && seen.turns >= 3, `too little seen: ${JSON.stringify(seen)}`);
        same(seen.early, [], 'your turn offered while the last tile still slid in');
      });
    });
  }

  for (const [w, h] of [[360, 740], [740, 360], [390, 844]]) {
    await check(`${w}x${h}: the Tracker button shows the tracker alone, whole, with Close in reach, and (upright) Menu then opens the whole menu; the menu's Close stays in reach scrolled`, async () => {
      await atTable(url, { width: w, height: h, seed: 5, family: 'jamaican', players: 4, pace: 'instant' }, async (page) => {
        for (let turn = 0; turn < 2; turn += 1) {
          await waitForYou(page);
          await playFirst(page, await firstChoice(page));
        }
        await waitForYou(page);
        /** Close's box, and whether it is what a finger at its centre touches. */
        const close = () => page.locator('.side .close-menu').evaluate((b) => {
          const r = b.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return { x: r.x, y: r.y, r: r.right, b: r.bottom, reached: top === b || b.contains(top) };
        });
        const inWindow = (a) => a.x >= -0.5 && a.y >= -0.5 && a.r <= w + 0.5 && a.b <= h + 0.5;
        await page.getByRole('button', { name: 'Tile tracker', exact: true }).click();
        const tracker = page.getByRole('region', { name: 'Tile tracker', exact: true });
        await tracker.waitFor();
        await page.waitForTimeout(300);
        const [panel] = await boxesOf(page, '.side .tracker');
        assert(inWindow(panel), `the tracker is not whole in the window: ${JSON.stringify(panel)}`);
        const c = await close();
        assert(inWindow(c) && c.reached && c.b - c.y >= 43.5, `Close is out of reach: ${JSON.stringify(c)}`);
        for (const line of await boxesOf(page, '.side .tracker li, .side .tracker p')) {
          assert(!overlap(c, line), `Close lies over a tracker line: ${JSON.stringify([c, line])}`);
        }
        assert(!(await page.getByLabel('Computer speed', { exact: true }).isVisible()), 'the whole menu opened with the tracker');
        await page.screenshot({ path: join(shotDir, `tracker-alone-${w}x${h}.png`) });
        // Upright, Menu stays in view beside the tracker alone: tapped, it opens the whole
        // menu (it closed the tracker). Sideways the tracker's Close lies where Menu was.
        if (h > w) {
          await page.getByRole('button', { name: 'Menu', exact: true }).click();
          await page.getByLabel('Computer speed', { exact: true }).waitFor({ state: 'visible', timeout: 3000 })
            .catch(() => { throw new Error('Menu over the tracker did not open the menu'); });
        }
        await page.locator('.side .close-menu').click();
        await page.waitForFunction(() => !document.querySelector('.side.open'));
        // The whole menu, scrolled to its foot: Close still in reach.
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByLabel('Computer speed', { exact: true }).waitFor({ state: 'visible', timeout: 3000 })
          .catch(() => { throw new Error('the menu without its options'); });
        await page.locator('.side').evaluate((s) => { s.scrollTop = s.scrollHeight; });
        await page.waitForTimeout(300);
        const scrolled = await close();
        assert(inWindow(scrolled) && scrolled.reached, `the menu scrolled down leaves Close out of reach: ${JSON.stringify(scrolled)}`);
        // Wherever the menu is scrolled, nothing shows beside or under Close: across
        // its row a finger meets Close's row, never an option scrolled under it.
        const seen = await page.locator('.side').evaluate(async (side) => {
          const close = side.querySelector('.close-menu');
          const row = close.parentElement === side ? close : close.parentElement;
          const under = [];
          for (let top = 0; top <= side.scrollHeight; top += 24) {
            side.scrollTop = top;
            await new Promise(requestAnimationFrame);
            const c = close.getBoundingClientRect();
            const s = side.getBoundingClientRect();
            for (const y of [c.top + 2, c.top + c.height / 2, c.bottom - 2]) {
              for (let x = s.left + 2; x < s.right - 1; x += 6) {
                const el = document.elementFromPoint(x, y);
                if (el && el !== side && !row.contains(el) && side.contains(el)) under.push(`${top}: ${el.textContent.trim().slice(0, 30)}`);
              }
            }
          }
          return [...new Set(under)];
        });
        assert(seen.length === 0, `beside or under Close in the scrolled menu (scrollTop: text): ${seen.length} seen, ${JSON.stringify(seen.slice(0, 4))}`);
        await page.screenshot({ path: join(shotDir, `menu-scrolled-${w}x${h}.png`) });
      });
    });
  }

  // Session 15: upright, the tracker's sheet ends where its lines end, and the table's
  // foot above it peeked out half cut: Haitian's signal label, the prompt (All Fives,
  // French). Nothing of the table is cut by the sheet's top edge.
  for (const family of ['haitian', 'allfives', 'french']) {
    await check(`360x740 ${family}: the Tracker sheet leaves nothing of the table half cut above it`, async () => {
      await atTable(url, { width: 360, height: 740, touch: true, seed: 6, family, pace: 'instant' }, async (page) => {
        let turns = 0;
        await playUntil(page, (c) => c.group === 'Your hand' && turns++ >= 1);
        await page.getByRole('button', { name: 'Tile tracker', exact: true }).tap();
        await page.getByRole('region', { name: 'Tile tracker', exact: true }).waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(shotDir, `tracker-sheet-${family}-360x740.png`) });
        const cut = await page.evaluate(() => {
          const edge = document.querySelector('.side.tracker-only').getBoundingClientRect().y;
          // What a player sees: text and controls of the table the sheet's edge crosses.
          return [...document.querySelectorAll('.table-zone :is(p, span, label, button, select, li)')].filter((e) => {
            const r = e.getBoundingClientRect();
            if (r.height < 2 || !e.checkVisibility({ visibilityProperty: true })) return false;
            // Opacity hides only where it falls on a box: on a `display: contents` parent
            // (checkVisibility counts it) it hides nothing.
            for (let a = e; a && a !== document.body; a = a.parentElement) {
              const cs = getComputedStyle(a);
              if (cs.display !== 'contents' && cs.opacity === '0') return false;
            }
            if (e.closest('.felt') || e.closest('.visually-hidden')) return false;
            return r.y < edge - 1 && r.bottom > edge + 1 && (e.textContent.trim() || e.matches('button, select'));
          }).map((e) => `${e.tagName.toLowerCase()}.${e.className}: "${e.textContent.trim().slice(0, 30)}" ${Math.round(e.getBoundingClientRect().y)}-${Math.round(e.getBoundingClientRect().bottom)} (edge ${Math.round(edge)})`);
        });
        same(cut, [], 'cut by the tracker sheet\'s top edge');
      });
    });
  }

  for (const [w, h] of [[360, 740], [390, 844], [740, 360]]) {
    await check(`${w}x${h}: the end choices leave no line of the live region or the prompt half cut; a greyed tile's reason lies over your hand, not your seat's bar`, async () => {
      await atTable(url, { width: w, height: h, seed: 3, family: 'jamaican', players: 4, pace: 'instant' }, async (page) => {
        const seen = { ends: 0, reasons: 0 };
        const faults = [];
        for (let guard = 0; guard < 80 && !(seen.ends && seen.reasons); guard += 1) {
          await waitForYou(page);
          const choice = await firstChoice(page);
          if (choice.dialog && !choice.dialog.includes('Next hand')) break;
          if (choice.dialog) {
            await page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true }).click();
            continue;
          }
          if (choice.group === 'Choose an end') {
            // Each shown line of text is whole above the choices or wholly under them.
            const cut = await page.evaluate(() => {
              const panel = document.querySelector('.play-row > .choices').getBoundingClientRect();
              const out = [];
              for (const box of document.querySelectorAll('.table-foot .status > p:not(.earlier), .table-foot .prompt')) {
                if (Number(getComputedStyle(box.closest('.status, .prompt')).opacity) === 0) continue;
                const range = document.createRange();
                range.selectNodeContents(box);
                for (const line of range.getClientRects()) {
                  if (line.top < panel.top - 1 && line.bottom > panel.top + 1) out.push(`"${box.textContent}" ${Math.round(line.top)}-${Math.round(line.bottom)} at the panel's top ${Math.round(panel.top)}`);
                }
              }
              return out;
            });
            faults.push(...cut.map((c) => `cut by the end choices: ${c}`));
            seen.ends += 1;
          } else if (choice.group === 'Your hand' && choice.disabledTiles > 0 && !seen.reasons) {
            // Tap a greyed tile: its reason shows over your hand, clear of your seat's bar.
            const greyed = page.locator('[aria-label="Your hand"] button[aria-disabled="true"]').last();
            await greyed.click({ force: true });
            const tip = await greyed.evaluate((b) => {
              const r = b.getBoundingClientRect();
              const cs = getComputedStyle(b, '::after');
              const px = (k) => parseFloat(cs[k]);
              const x = r.x + px('left');
              const y = r.y + px('top');
              const wide = px('width') + px('paddingLeft') + px('paddingRight');
              const tall = px('height') + px('paddingTop') + px('paddingBottom');
              return { text: cs.content, x, y, r: x + wide, b: y + tall, title: b.title };
            });
            same(tip.text, JSON.stringify(tip.title), 'the greyed tile\'s shown reason');
            const [bar] = await boxesOf(page, '.you-bar');
            const [hand] = await boxesOf(page, '.hand');
            if (overlap(tip, bar)) faults.push(`the reason lies over your seat's bar: ${JSON.stringify([tip, bar])}`);
            if (!(tip.y >= hand.y - 0.5 && tip.x >= -0.5 && tip.r <= w + 0.5 && tip.b <= h + 0.5)) faults.push(`the reason is not over your hand: ${JSON.stringify([tip, hand])}`);
            await page.screenshot({ path: join(shotDir, `greyed-reason-${w}x${h}.png`) });
            seen.reasons += 1;
          }
          await playFirst(page, choice);
        }
        assert(seen.ends > 0 && seen.reasons > 0, `not seen: ${JSON.stringify(seen)}`);
        same(faults, [], 'what lies over what');
      });
    });
  }

  for (const [w, h] of [[360, 740], [390, 844], [740, 360]]) {
    await check(`${w}x${h}: wherever the picker is scrolled, Start lies over no option a player can see`, async () => {
      const browser = await launch({ viewport: { width: w, height: h } });
      const page = watch(await browser.context.newPage());
      try {
        await openPicker(page, url);
        await page.locator('details.rules-fold > summary').click();
        const faults = await page.evaluate(async () => {
          const out = [];
          const form = document.querySelector('.picker');
          const end = form.getBoundingClientRect().bottom + scrollY;
          for (let y = 0; y <= end; y += 60) {
            scrollTo(0, y);
            await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
            const start = document.querySelector('.picker .start').getBoundingClientRect();
            // An opaque bar at the top (the title's) hides what scrolls under it.
            const top = document.querySelector('.page > .top');
            const bar = top && getComputedStyle(top).position === 'sticky' ? top.getBoundingClientRect().bottom : 0;
            for (const el of form.querySelectorAll('select, summary, input')) {
              if (el.closest('details:not([open])') && el.tagName !== 'SUMMARY') continue;
              const r = (el.closest('label') || el).getBoundingClientRect();
              const seenTop = Math.max(r.top, bar);
              const seenBottom = Math.min(r.bottom, innerHeight);
              if (r.width === 0 || seenBottom - seenTop < 2) continue;
              if (r.left < start.right && r.right > start.left && seenTop < start.bottom - 1 && seenBottom > start.top + 1) {
                out.push(`scrolled ${Math.round(scrollY)}: ${el.id || el.textContent.trim()} ${Math.round(seenTop)}-${Math.round(seenBottom)} under Start ${Math.round(start.top)}-${Math.round(start.bottom)}`);
              }
            }
            if (scrollY + innerHeight >= document.documentElement.scrollHeight) break;
          }
          return out;
        });
        same(faults.slice(0, 4), [], 'options under Start');
        await page.evaluate(() => scrollTo(0, 0));
        await page.screenshot({ path: join(shotDir, `picker-${w}x${h}.png`) });
      } finally {
        await browser.close();
      }
    });
  }

  await check('360x740 Jamaican: one name per team from the score bar to the hand\'s summary (N-S is North-South)', async () => {
    await atTable(url, { width: 360, height: 740, seed: 3, family: 'jamaican', players: 4, pace: 'instant' }, async (page) => {
      const chips = await page.locator('.score-chip .chip-name').allInnerTexts();
      const you = await page.locator('.you-bar').innerText();
      await playOn(page);
      const dialog = await page.getByRole('dialog').innerText();
      const teams = ['North-South', 'East-West'];
      const short = (name) => name.split('-').map((w) => w[0]).join('-');
      same(chips, teams.map(short), 'the score bar\'s team names');
      assert(you.includes('North-South'), `your seat's bar does not name your team: "${you}"`);
      for (const team of teams) assert(dialog.includes(team), `the summary never names ${team}: "${dialog}"`);
      const other = dialog.match(/\b(Us|Them|We|They|Your team)\b/);
      assert(!other, `the summary names a team "${other && other[0]}" besides its compass name: "${dialog}"`);
      await page.screenshot({ path: join(shotDir, 'team-names-360x740.png') });
    });
  });

  for (const [w, h] of [[740, 360], [844, 390]]) {
    await check(`${w}x${h}: the hand-end dialog's buttons stand beside its summary, never over a line of it, scrolled anywhere`, async () => {
      await atHandEnd(url, w, h, async (page, dialog) => {
        /** The summary's lines a player sees (inside the dialog's box) that the buttons cover. */
        const covered = () => dialog.evaluate((d) => {
          const box = d.getBoundingClientRect();
          const buttons = d.querySelector('.dialog-buttons').getBoundingClientRect();
          const out = [];
          for (const el of d.querySelectorAll('h2, h3, p, li')) {
            if (el.closest('.dialog-buttons')) continue;
            const r = el.getBoundingClientRect();
            const top = Math.max(r.top, box.top);
            const bottom = Math.min(r.bottom, box.bottom);
            if (bottom - top < 2) continue;
            if (r.left < buttons.right && r.right > buttons.left && top < buttons.bottom - 1 && bottom > buttons.top + 1) {
              out.push(`"${el.textContent.slice(0, 40)}" at ${Math.round(d.scrollTop)}`);
            }
          }
          return out;
        });
        const faults = [];
        for (const at of [0, 0.5, 1]) {
          await dialog.evaluate((d, f) => { d.scrollTop = f * (d.scrollHeight - d.clientHeight); }, at);
          await page.waitForTimeout(100);
          faults.push(...(await covered()));
        }
        same(faults.slice(0, 4), [], 'summary lines under the dialog\'s buttons');
        const score = await dialog.locator('.totals').evaluate((el) => {
          el.closest('.dialog').scrollTop = 0;
          const r = el.getBoundingClientRect();
          return { y: r.top, b: r.bottom };
        });
        assert(score.b <= h, `the Score line is not in view as the dialog opens: ${JSON.stringify(score)}`);
        for (const b of await boxesOf(page, '.dialog-buttons button')) {
          assert(b.x >= 0 && b.y >= 0 && b.r <= w && b.b <= h && b.b - b.y >= 43.5, `a dialog button out of the window: ${JSON.stringify(b)}`);
        }
        await page.screenshot({ path: join(shotDir, `hand-end-${w}x${h}.png`) });
      });
    });
  }

  // The fourth list (a playtest of this session's build): upright, the hand-end
  // dialog's way on took five rows (45% of the window) and left the counts a sliver.
  for (const [w, h] of [[360, 740], [390, 844]]) {
    await check(`${w}x${h}: the hand-end dialog's way on takes three rows, Next hand across, every name whole`, async () => {
      await atHandEnd(url, w, h, async (page, dialog) => {
        const seen = await dialog.evaluate((d) => [...d.querySelectorAll('.dialog-buttons button')].map((b) => {
          const r = b.getBoundingClientRect();
          return { name: b.textContent, x: r.x, y: Math.round(r.y), w: r.width, whole: b.scrollWidth <= b.clientWidth + 1 && b.scrollHeight <= b.clientHeight + 1 };
        }));
        const rows = new Set(seen.map((b) => b.y));
        assert(seen.length >= 4 && rows.size <= 3, `the buttons take ${rows.size} rows: ${JSON.stringify(seen)}`);
        assert(seen[0].name === 'Next hand' && seen[0].w >= w * 0.7, `Next hand is not across: ${JSON.stringify(seen[0])}`);
        for (const b of seen) assert(b.whole, `"${b.name}" is cut or broken over lines: ${JSON.stringify(b)}`);
        const list = await boxesOf(page, '.dialog .revealed');
        const buttons = await boxesOf(page, '.dialog-buttons');
        assert(buttons[0].y - list[0].y >= 150, `the counts get ${Math.round(buttons[0].y - list[0].y)} px above the buttons`);
        await page.screenshot({ path: join(shotDir, `hand-end-${w}x${h}.png`) });
      });
    });
  }

  // Sideways the seats share one row: a signal badge pushed the last action to
  // "played 2..." (the tile lost). Every seat's last action stays whole, turn after turn.
  await check('740x360 Haitian: every seat\'s last action stays whole beside its signal', async () => {
    await atTable(url, { width: 740, height: 360, touch: true, seed: 3, family: 'haitian', players: 4, pace: 'instant' }, async (page) => {
      let both = 0;
      for (let turn = 0; turn < 6; turn += 1) {
        await waitForYou(page);
        const seats = await page.locator('.seats .seat').evaluateAll((els) => els.map((li) => {
          const last = li.querySelector('.last-action');
          const badge = li.querySelector('.badge.signal');
          const whole = (el) => !el || el.scrollWidth <= el.clientWidth;
          return { seat: li.dataset.seat, last: last?.textContent ?? '', signal: badge?.textContent ?? '', whole: whole(last) && whole(badge) };
        }));
        for (const s of seats) assert(s.whole, `a seat's line is cut: ${JSON.stringify(s)}`);
        both += seats.filter((s) => s.last.startsWith('played') && s.signal).length;
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        await playFirst(page, choice);
      }
      assert(both >= 3, `only ${both} seats seen with a play and a signal`);
      await page.screenshot({ path: join(shotDir, 'haitian-seats-740x360.png') });
    });
  });
}

// Alone: `node tests/browser/overlays.mjs [pattern]` runs the checks whose name matches.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
  await runFile((base) => overlayChecks(`${base}/`, process.env.SCREENSHOT_DIR || '/tmp/dominoes-layout', only));
}
