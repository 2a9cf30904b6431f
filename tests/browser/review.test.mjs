// Browser test of the hand review (issue 13, item 2), in headless Chromium over the built
// game (dist/), at a 360x740 phone, a 740x360 landscape phone and a 1280x800 desktop, by
// role and accessible name:
// - a whole hand is played through the page's buttons (Partnership to 100 against easy
//   players at the instant pace, and Jamaican at the desktop size); in the hand-end
//   dialog "Review my moves" asks the AI worker (each decision's "See it" opens the replay
//   just before it); while it works the page answers (the dialog's
//   buttons still work) and the "Hand review" region's status says so;
// - then the status, a live region, says how many moves were reviewed and their marks,
//   and the list has one item per move, each starting with its mark (good, inaccuracy,
//   mistake, blunder) and the move with its worth; an item for a move that was not the
//   best names the best move and why; the Review button is then disabled (aria-disabled,
//   keeping the focus).
//
// Run after `trunk build --release`:   node tests/browser/review.test.mjs
// Environment: CHROMIUM, SCREENSHOT_DIR (default /tmp/dominoes-review) for the pictures.
// Prints one line per check and "N passed, M failed"; exits 1 on any failure.

import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SUB, assert, brightness, check, choose, launch, openPicker, playMatch, runFile, same, start, watch,
} from './harness.mjs';

const shotDir = process.env.SCREENSHOT_DIR || join(tmpdir(), 'dominoes-review');
const SIZES = [[360, 740], [740, 360], [1280, 800]];
const MARK = /^(Good|Inaccuracy|Mistake|Blunder) /;

async function reviewChecks(base, [width, height], family) {
  const size = `${width}x${height}`;
  const browser = await launch({ viewport: { width, height } });
  try {
    const page = watch(await browser.context.newPage());
    await openPicker(page, `${base}${SUB}?seed=5`);
    await choose(page, { family, level: 'easy', pace: 'instant' });
    await start(page);

    await check(`${size} ${family}: a whole hand's review lists your moves with marks`, async () => {
      const seen = await playMatch(page, { oneHand: true });
      assert(/^(Hand \d+ is over|Match over)$/.test(seen.final), `dialog: ${seen.final}`);
      const dialog = page.getByRole('dialog');
      const button = dialog.getByRole('button', { name: 'Review my moves', exact: true });
      await button.click();
      const region = dialog.getByRole('region', { name: 'Hand review', exact: true });
      const status = region.getByRole('status');
      await status.waitFor();
      // The page is not blocked while the worker reviews: a click on the page answers.
      const t0 = Date.now();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
      assert(Date.now() - t0 < 1000, 'the page did not draw a frame while the review ran');
      await status.filter({ hasText: /^Moves reviewed: \d+ \(/ }).waitFor({ timeout: 30000 });
      const said = await status.innerText();
      const n = Number(said.match(/^Moves reviewed: (\d+)/)[1]);
      assert(n >= 1, said);
      const items = await region.getByRole('list').getByRole('listitem').allInnerTexts();
      same(items.length, n, `items in the list (${said})`);
      for (const item of items) {
        assert(MARK.test(item), `an item without its mark: ${item}`);
        assert(/: (\d+% to win the hand|on average you end the hand (\d+\.\d points (ahead|behind)|level with the others))/.test(item), `an item without its worth: ${item}`);
        if (!item.startsWith('Good')) assert(/\nBest: .+: .+\. Why: /.test(item), `a poor move without the best: ${item}`);
      }
      // The counts in the status agree with the list.
      for (const mark of ['good', 'inaccuracy', 'mistake', 'blunder']) {
        const m = said.match(new RegExp(`(\\d+) ${mark}`));
        const inList = items.filter((i) => i.toLowerCase().startsWith(mark)).length;
        same(m ? Number(m[1]) : 0, inList, `${mark} moves`);
      }
      same(await button.getAttribute('aria-disabled'), 'true', 'Review once done');
      same(await page.evaluate(() => document.activeElement.textContent), 'Review my moves', 'the focus after Review');
      await mkdir(shotDir, { recursive: true });
      await region.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shotDir, `review-${family}-${size}.png`) });
      // "See it" shows a decision in the replay, the table as you faced it: your tile still
      // in your hand, the next move yours, playing it (session 15, a playtest).
      const at = items.findLastIndex((i) => /^\S+ (\d+-\d+) on /.test(i));
      assert(at >= 0, `no play among the decisions: ${items}`);
      const tile = items[at].match(/^\S+ (\d+-\d+) on /)[1];
      // Opened in the middle of a hand, the table's tiles are simply there: none glides
      // across the felt while it is first measured (a playtest saw them all slide in).
      await page.evaluate(() => {
        window.glides = 0;
        document.addEventListener('transitionrun', (e) => { if (e.target.closest('.table-tile')) window.glides++; });
      });
      await region.getByRole('button', { name: `See it: decision ${at + 1}`, exact: true }).click();
      await page.locator('.replay').waitFor();
      await page.waitForTimeout(800);
      same(await page.evaluate(() => window.glides), 0, 'tiles gliding as the replay opens');
      const where = () => page.locator('.replay .hand-no').innerText();
      const [, step, moves] = (await where()).match(/move (\d+)\/(\d+)/).map(Number);
      assert(step > 0 && step < moves, `the replay opened at ${await where()}`);
      const yours = page.getByRole('group', { name: 'Your hand', exact: true });
      const named = (n) => yours.getByRole('button', { name: new RegExp(`^${tile}`) }).count().then((c) => c === n);
      assert(await named(1), `${tile} is not in your hand at ${await where()}`);
      // The review's words for it are said over it (a playtest: "See it" did not say what
      // went wrong), and only there.
      const [first, best] = items[at].replace(/\s*See it$/, '').split('\n');
      const [mark, ...rest] = first.split(' ');
      const note = `Your move here (${mark.toLowerCase()}): ${rest.join(' ')}.${best ? ` ${best}` : ''}`;
      const replayStatus = page.locator('.replay').getByRole('status');
      same(await replayStatus.innerText(), note, 'what the replay says at the decision');
      await page.screenshot({ path: join(shotDir, `see-it-${family}-${size}.png`) });
      // Words longer than their box glow at its foot, where more lies, and not once
      // scrolled to their end (a playtest read them cut off mid-word, with no sign of
      // more): the words said again until they run past the box, whatever they were.
      const line = page.locator('.replay .table-foot .status');
      const box = await line.evaluate((s) => {
        // The text node's own data, so that the page's later updates still reach it.
        const text = s.querySelector('p').firstChild;
        const words = text.data;
        for (let n = 0; n < 12 && s.scrollHeight <= s.clientHeight + 4; n += 1) text.data += ` ${words}`;
        const r = s.getBoundingClientRect();
        s.dataset.words = words;
        return { scrolls: s.scrollHeight > s.clientHeight + 4, clip: { x: r.x + r.width / 4, y: r.bottom - 5, width: r.width / 2, height: 3 } };
      });
      assert(box.scrolls, 'thirteen times the words fit the replay\'s box');
      const glow = async () => {
        const seen = await brightness(page, box.clip);
        await line.evaluate((s) => { s.style.background = '#10281c'; });
        const plain = await brightness(page, box.clip);
        await line.evaluate((s) => { s.style.background = ''; });
        return seen - plain;
      };
      const atStart = await glow();
      await line.evaluate((s) => { s.scrollTop = s.scrollHeight; });
      const atEnd = await glow();
      assert(atStart > 8 && atEnd < 1, `the foot glows ${atStart.toFixed(1)} at the start, ${atEnd.toFixed(1)} scrolled to the end`);
      await line.evaluate((s) => { s.querySelector('p').firstChild.data = s.dataset.words; delete s.dataset.words; s.scrollTop = 0; });
      const replayBar = page.getByRole('group', { name: 'Replay', exact: true });
      // A screen reader hears it with the controls the focus comes to (a live region says
      // nothing of what it holds when it appears).
      const described = await replayBar.evaluate((g) => document.getElementById(g.getAttribute('aria-describedby'))?.textContent.trim());
      same(described, note, 'the replay controls\' description');
      await replayBar.getByRole('button', { name: 'Forward', exact: true }).click();
      await page.locator('.replay .hand-no').filter({ hasText: `move ${step + 1}/` }).waitFor();
      assert(await named(0), `${tile} still in your hand after the next move`);
      const after = await replayStatus.innerText();
      assert(!after.startsWith('Your move here') && after.includes(tile), `after your move: ${after}`);
      await replayBar.getByRole('button', { name: 'Back', exact: true }).click();
      await page.locator('.replay .hand-no').filter({ hasText: `move ${step}/` }).waitFor();
      same(await replayStatus.innerText(), note, 'back at the decision');
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await region.waitFor();
      // Back from it, the decision seen is in view with the focus on its "See it" (a
      // playtest: the list came back at its top).
      await page.waitForFunction(() => document.activeElement?.classList.contains('see-it'), null, { timeout: 3000 }).catch(() => {});
      const back = await page.evaluate(() => {
        const el = document.activeElement;
        const r = el.getBoundingClientRect();
        const d = el.closest('[role="dialog"]')?.getBoundingClientRect();
        // Not under the dialog's buttons where they lie over the list (upright, pinned
        // at its foot).
        const b = el.closest('[role="dialog"]')?.querySelector('.dialog-buttons')?.getBoundingClientRect();
        const under = !!b && b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
        return { name: el.getAttribute('aria-label'), inView: !!d && r.top >= d.top - 0.5 && r.bottom <= d.bottom + 0.5 && !under };
      });
      same(back.name, `See it: decision ${at + 1}`, 'the focus back from the replay');
      same(back.inView, true, 'the decision seen in view in the dialog');
      // On to the next hand: the review goes with its hand.
      await dialog.getByRole('button', { name: /^(Next hand|New match)$/ }).click();
      await page.getByRole('region', { name: 'Hand review', exact: true }).waitFor({ state: 'detached' });
    });
  } finally {
    await browser.close();
  }
}

await runFile(async (base) => {
  for (const size of SIZES) await reviewChecks(base, size, 'partnership');
  await reviewChecks(base, [1280, 800], 'jamaican');
});
