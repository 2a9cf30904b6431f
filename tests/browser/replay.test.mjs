// Browser test of replays and records (issue 13, item 4), in headless Chromium over the
// built game (dist/), by role and accessible name, at 360x740, 740x360 and 1280x800:
// - a real hand (Jamaican, random computer players, instant pace) played through the
//   page's buttons; "Replay the hand" in the hand-end dialog opens it at move 0 with every other
//   seat face up; Forward, End, Back, Rewind move through it; Play runs it to its end by
//   itself and stops; the page does not scroll; Close gives back the dialog, the match
//   at the table and its saved copy exactly as they were; the side column's "Replay a hand" and
//   Escape; every other seat's tiles lie inside its seat;
// - at 1280x800: in a second hand, with "Allow undo" on, a tile is played by choice (not
//   forced: Undo is offered only then), hand 1 is
//   replayed from the side column, and Undo then takes the tile back; the second hand is
//   played to its end and reviewed; Replay beside the review opens hand 2, the "Hand"
//   list chooses hand 1; "Save record" downloads the match as a game record; closing
//   gives back the dialog with its review; a fresh browser profile opens
//   the record with "Open a record" at its last hand, and the "Hand" list shows hand 1's
//   end; bad files (too large, not JSON, an unknown field, an unknown game, an illegal
//   move) each give the command line's message as a notice, and the game keeps working (a
//   match starts); a record cut in the middle of a hand is played on with "Play on": with
//   that match in progress left for the picker, Play on first asks ("Replace your match?",
//   an alert dialog, focus on Cancel, pictured at 360x740); Cancel and Escape keep the
//   match and its saved copy, Close gives it back in the picker; "Replace my match" plays
//   on, and a move is made from there;
// - a whole match (partnership, seed 242) is counted in the statistics; a record of it cut
//   in its last hand is played on (no question: the match at the table is over) to the
//   match's end, which says it is not in your statistics, and the statistics are unchanged.
//
// Run after `trunk build --release`:   node tests/browser/replay.test.mjs
// Environment: CHROMIUM, SCREENSHOT_DIR (default /tmp/dominoes-replay) for the pictures.
// Prints one line per check and "N passed, M failed"; exits 1 on any failure.

import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SUB, assert, check, choose, clickChoice, firstChoice, launch, openPicker, playMatch, runFile,
  same, start, stepOf, waitForYou, watch,
} from './harness.mjs';

const shotDir = process.env.SCREENSHOT_DIR || join(tmpdir(), 'dominoes-replay');
const SIZES = [[360, 740], [740, 360], [1280, 800]];
const GAME = { family: 'jamaican', level: 'random', pace: 'instant' };

/** "Hand H, move S/N" of the replay's bar, as [H, S, N]. */
async function at(page) {
  const text = await page.locator('.replay .hand-no').innerText();
  const m = text.match(/^Hand (\d+), move (\d+)\/(\d+)$/);
  assert(m, `the replay's position: ${text}`);
  return m.slice(1).map(Number);
}

/** Clicks a replay control and waits for the move count to be `step`. */
async function step(page, name, want) {
  await page.getByRole('group', { name: 'Replay', exact: true }).getByRole('button', { name, exact: true }).click();
  await page.waitForFunction((s) => document.querySelector('.replay .hand-no')?.textContent.includes(`move ${s}/`), want, { timeout: 5000 });
}

/** Chooses hand `hand` in the replay's "Hand" list and waits for its start. */
async function chooseHand(page, hand) {
  await page.getByRole('combobox', { name: 'Hand', exact: true }).selectOption(String(hand));
  await page.waitForFunction((h) => document.querySelector('.replay .hand-no')?.textContent.startsWith(`Hand ${h}, move 0/`), hand, { timeout: 5000 });
}

/** The other seats whose face-up tiles stick out of (or are cut by) their row or seat. */
async function tilesOutside(page) {
  return page.locator('.seat.revealed').evaluateAll((seats) => seats.flatMap((seat) => {
    const inside = (r, box) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5
      && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
    const box = seat.getBoundingClientRect();
    return [...seat.querySelectorAll('.face')].filter((f) => {
      const r = f.getBoundingClientRect();
      return !inside(r, box) || !inside(r, f.parentElement.getBoundingClientRect());
    }).map(() => seat.dataset.seat);
  }));
}

/** Whether the document scrolls at this size. */
async function scrolls(page) {
  return page.evaluate(() => {
    const d = document.documentElement;
    return d.scrollHeight > window.innerHeight + 1 || d.scrollWidth > window.innerWidth + 1;
  });
}

async function replayChecks(base, [width, height]) {
  const size = `${width}x${height}`;
  const browser = await launch({ viewport: { width, height } });
  const page = await browser.context.newPage();
  watch(page);
  let saved = null;
  try {
    await check(`${size}: a hand is replayed move by move, face up, and the match is untouched`, async () => {
      await openPicker(page, `${base}${SUB}`);
      await page.getByText('Open a record', { exact: true }).waitFor();
      await page.screenshot({ path: join(shotDir, `picker-${size}.png`), fullPage: true });
      await choose(page, GAME);
      await start(page);
      const seen = await playMatch(page, { oneHand: true });
      same(seen.final, 'Hand 1 is over', 'the hand ended');
      const before = [await stepOf(page), await page.evaluate(() => localStorage.getItem('dominoes.match'))];
      const headline = await page.locator('#end-headline').innerText();
      await page.getByRole('dialog').getByRole('button', { name: 'Replay the hand', exact: true }).click();
      await page.locator('.replay').waitFor();
      const [hand, first, moves] = await at(page);
      same([hand, first], [1, 0], 'the replay starts at the deal');
      assert(moves > 4, `moves in the hand: ${moves}`);
      same(await page.getByRole('group', { name: /face up: / }).count(), 3, 'other seats face up');
      same((await page.getByRole('group', { name: 'Your hand', exact: true }).getByRole('button').count()), 7, 'your tiles at the deal');
      same(await page.locator('.seat.revealed .face').count(), 21, 'the other seats\' tiles at the deal');
      same(await tilesOutside(page), [], 'seats whose tiles are cut');
      if (width < height) {
        // Upright the others' tiles are big enough to count (8 px wide, a playtest could not).
        const least = await page.locator('.seat.revealed .face').evaluateAll((fs) => Math.min(...fs.map((f) => f.getBoundingClientRect().width)));
        assert(least >= 14, `the others' tiles are ${least} px wide`);
      }
      await step(page, 'Forward', 1);
      const said = await page.getByRole('status').innerText();
      assert(/^(South|East|North|West) (posed|played)/.test(said), `the first move said: ${said}`);
      await step(page, 'End', moves);
      same(await page.getByRole('status').innerText(), headline.replace(/^Hand 1: /, ''), 'the end is the hand\'s result');
      // Your tiles are shown, never offered: none of them can be played from a replay.
      for (let s = moves - 1; s >= 0; s -= 1) {
        await step(page, 'Back', s);
        const hand = page.getByRole('group', { name: 'Your hand', exact: true });
        same(await hand.locator('button:not([aria-disabled="true"]), .playable').count(), 0, `tiles offered at move ${s}`);
      }
      await step(page, 'End', moves);
      await step(page, 'Back', moves - 1);
      await step(page, 'Rewind', 0);
      same(await page.getByRole('status').innerText(), 'Hand 1: the deal.', 'at the start');
      await step(page, 'Forward', 1);
      await page.screenshot({ path: join(shotDir, `replay-${size}.png`) });
      same(await scrolls(page), false, 'the page scrolls');
      // Every control whole on the screen: sideways, Save record was cut at the foot.
      const cut = await page.getByRole('group', { name: 'Replay', exact: true }).locator('button, select, a')
        .evaluateAll((els) => els.filter((e) => {
          const r = e.getBoundingClientRect();
          return r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth;
        }).map((e) => e.textContent.trim().slice(0, 20)));
      same(cut, [], 'replay controls cut off by the screen');
      // Play runs to the end by itself, then stops.
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
      await page.waitForFunction((n) => document.querySelector('.replay .hand-no')?.textContent.endsWith(`move ${n}/${n}`), moves, { timeout: 30000 });
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
      await page.screenshot({ path: join(shotDir, `replay-end-${size}.png`) });
      if (width === 1280) saved = { moves, headline };
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      same([await stepOf(page), await page.evaluate(() => localStorage.getItem('dominoes.match'))], before, 'the match after the replay');
    });

    await check(`${size}: the side column's Replay opens the last finished hand`, async () => {
      await page.getByRole('dialog').getByRole('button', { name: 'See the table', exact: true }).click();
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if (await menu.isVisible()) await menu.click();
      const side = page.getByRole('complementary', { name: 'Score and menu' });
      await side.getByRole('link', { name: 'Save record', exact: true }).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shotDir, `side-${size}.png`) });
      await side.getByRole('button', { name: 'Replay a hand', exact: true }).click();
      await page.locator('.replay').waitFor();
      same((await at(page)).slice(0, 2), [1, 0], 'the replay of hand 1');
      await page.keyboard.press('Escape');
      await page.locator('.game').waitFor();
      same(await page.locator('.replay').count(), 0, 'the replay after Escape');
      // The Escape that closed the replay is spent: you still look at the table.
      await page.waitForTimeout(300);
      same(await page.getByRole('dialog').count(), 0, 'the hand-end dialog after Escape from the replay');
      same(await page.getByRole('button', { name: 'Back to the result', exact: true }).count(), 1, 'the look bar after Escape from the replay');
      if (width === 1280) {
        // Escape closes the replay wherever the focus is: pressed with the focus on the
        // page (before it reached the replay, or after a click beside its buttons) it
        // used to be lost, and the replay stayed.
        await side.getByRole('button', { name: 'Replay a hand', exact: true }).click();
        await page.locator('.replay').waitFor();
        await page.evaluate(() => document.activeElement?.blur());
        await page.keyboard.press('Escape');
        await page.locator('.replay').waitFor({ state: 'detached', timeout: 3000 });
        await page.waitForTimeout(300);
        same(await page.getByRole('button', { name: 'Back to the result', exact: true }).count(), 1, 'the look bar after Escape from the replay, the focus on the page');
      }
    });

    if (width === 1280) {
      await check(`${size}: Replay beside undo and the hand review chooses any finished hand, and saves the record`, async () => {
        await page.getByRole('button', { name: 'Back to the result', exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
        // With "Allow undo" on: a tile of yours played in hand 2, hand 1 replayed from the
        // side column, then Undo takes the tile back as if nothing had happened between.
        const side = page.getByRole('complementary', { name: 'Score and menu' });
        await side.getByRole('checkbox', { name: 'Allow undo', exact: true }).check();
        const yours = page.getByRole('group', { name: 'Your hand', exact: true });
        const undo = page.getByRole('button', { name: 'Undo', exact: true });
        // A tile of yours played as a decision: a forced tile (your only legal move) is
        // not one, and Undo stays off after it, so play on until Undo is offered (the
        // deal differs from run to run).
        let tiles = null;
        for (let i = 0; i < 12 && tiles === null; i += 1) {
          await waitForYou(page);
          const choice = await firstChoice(page);
          assert(!choice.dialog && !choice.nothing, `your move in hand 2: ${JSON.stringify(choice)}`);
          const count = await yours.getByRole('button').count();
          await clickChoice(page, choice);
          const ends = page.getByRole('group', { name: 'Choose an end', exact: true });
          if (choice.group === 'Your hand' && await ends.count()) await ends.getByRole('button').first().click();
          if (choice.group !== 'Your hand') continue;
          await page.waitForFunction((n) => document.querySelectorAll('[aria-label="Your hand"] button').length === n, count - 1, { timeout: 5000 });
          await waitForYou(page);
          if (await undo.isEnabled()) tiles = count;
        }
        assert(tiles !== null, 'no tile of yours played as a decision in hand 2');
        await side.getByRole('button', { name: 'Replay a hand', exact: true }).click();
        await page.locator('.replay').waitFor();
        same(await at(page), [1, 0, saved.moves], 'hand 1 replayed while hand 2 is played');
        same(await page.getByRole('combobox', { name: 'Hand', exact: true }).locator('option').allInnerTexts(), ['Hand 1'], 'the hands to choose');
        await page.keyboard.press('Escape');
        await undo.click();
        await page.waitForFunction(() => [...document.querySelectorAll('[role="status"] p')]
          .some((p) => p.textContent.startsWith('Took back your move')));
        same(await yours.getByRole('button').count(), tiles, 'your tiles after Undo');
        const seen = await playMatch(page, { oneHand: true });
        same(seen.final, 'Hand 2 is over', 'the second hand ended');
        const dialog = page.getByRole('dialog');
        saved.headline2 = await page.locator('#end-headline').innerText();
        await dialog.getByRole('button', { name: 'Review my moves', exact: true }).click();
        const review = dialog.getByRole('region', { name: 'Hand review', exact: true });
        await review.getByRole('list').waitFor({ timeout: 30000 });
        const reviewed = await review.innerText();
        await dialog.getByRole('button', { name: 'Replay the hand', exact: true }).click();
        await page.locator('.replay').waitFor();
        const [hand, first, moves2] = await at(page);
        same([hand, first], [2, 0], 'the replay of the hand just over');
        same(await page.getByRole('combobox', { name: 'Hand', exact: true }).locator('option').allInnerTexts(), ['Hand 1', 'Hand 2'], 'the hands to choose');
        await chooseHand(page, 1);
        same(await at(page), [1, 0, saved.moves], 'hand 1');
        await step(page, 'End', saved.moves);
        same(await page.getByRole('status').innerText(), saved.headline.replace(/^Hand 1: /, ''), 'hand 1\'s result');
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: 'Save record', exact: true }).click();
        const file = await (await download).path();
        Object.assign(saved, { moves2, text: await readFile(file, 'utf8') });
        await page.keyboard.press('Escape');
        await review.waitFor();
        same(await review.innerText(), reviewed, 'the review after the replay');
      });
    }
  } finally {
    await browser.close();
  }
  return saved;
}

/** Opens a record file (name and text) with "Open a record". */
async function openFile(page, name, text) {
  await page.getByLabel('Open a record', { exact: true }).setInputFiles({
    name, mimeType: 'application/json', buffer: Buffer.from(text),
  });
}

async function recordChecks(base, saved) {
  const browser = await launch();
  const page = await browser.context.newPage();
  watch(page);
  try {
    await check('the saved record is the match, as a game record', async () => {
      const record = JSON.parse(saved.text);
      same([record.family, record.players, record.set], ['jamaican', 4, 6], 'the game');
      same(record.hands.map((h) => h.moves.length), [saved.moves, saved.moves2], 'moves in each hand');
      assert(Number.isInteger(record.seed), `the seed: ${record.seed}`);
    });

    await check('a fresh profile opens the saved record and replays it', async () => {
      await openPicker(page, `${base}${SUB}`);
      await page.screenshot({ path: join(shotDir, 'picker-1280x800.png'), fullPage: true });
      await openFile(page, 'dominoes.json', saved.text);
      await page.locator('.replay').waitFor();
      same(await at(page), [2, 0, saved.moves2], 'the record\'s last hand at its start');
      await step(page, 'End', saved.moves2);
      same(await page.getByRole('status').innerText(), saved.headline2.replace(/^Hand 2: /, ''), 'hand 2\'s result');
      await page.screenshot({ path: join(shotDir, 'opened-1280x800.png') });
      await chooseHand(page, 1);
      await step(page, 'End', saved.moves);
      same(await page.getByRole('status').innerText(), saved.headline.replace(/^Hand 1: /, ''), 'the hand\'s result');
      same(await page.getByRole('button', { name: 'Play on', exact: true }).count(), 1, 'Play on offered');
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('form', { name: 'Choose a game' }).waitFor();
    });

    const bad = [
      ['too large', ' '.repeat(16 * 1024 * 1024 + 1),
        /^This record cannot be opened: the record is 16777217 bytes long; records of more than 16777216 bytes are refused$/],
      ['an unknown field', '{"family": "jamaican", "sed": 4}', /^This record cannot be opened: not a game record: unknown field "sed"/],
      ['not JSON', 'family: jamaican', /^This record cannot be opened: bad JSON at line 1, column 1: /],
      ['an unknown game', '{"family": "chess", "seed": 1}', /^This record cannot be opened: .*'chess'/],
      ['an illegal move', '{"family": "jamaican", "seed": 1, "hands": [{"moves": ["pass"]}]}',
        /^This record cannot be opened: hand 1, move 1 'pass' by (South|East|North|West) is illegal: /],
    ];
    for (const [kind, text, message] of bad) {
      await check(`a bad record (${kind}) says why, and the game keeps working`, async () => {
        await openFile(page, 'bad.json', text);
        const notice = page.getByRole('alert');
        await notice.waitFor();
        const said = await notice.locator('p').innerText();
        assert(message.test(said), `the notice: ${said}`);
        same(await page.locator('.replay').count(), 0, 'a replay');
        await notice.getByRole('button', { name: 'Dismiss', exact: true }).click();
      });
    }
    await check('after bad records a match starts', async () => {
      await choose(page, GAME);
      await start(page);
      await waitForYou(page);
    });

    await check('a record cut in the middle of a hand is played on', async () => {
      const record = JSON.parse(saved.text);
      record.hands = [{ moves: record.hands[0].moves.slice(0, 3) }];
      await openPicker(page, `${base}${SUB}`);
      await openFile(page, 'cut.json', JSON.stringify(record));
      await page.locator('.replay').waitFor();
      same(await at(page), [1, 0, 3], 'the record\'s hand');
      same(await page.getByRole('group', { name: /face up: / }).count(), 3, 'face up');
      // The match started above waits in the picker, in progress: Play on asks first.
      const kept = await page.evaluate(() => localStorage.getItem('dominoes.match'));
      assert(kept && JSON.parse(kept).seed !== record.seed, 'a match of its own in progress');
      const ask = page.getByRole('alertdialog', { name: 'Replace your match?', exact: true });
      const playOn = page.getByRole('button', { name: 'Play on', exact: true });
      for (const answer of ['Cancel', 'Escape']) {
        await playOn.click();
        await ask.waitFor();
        same(await page.evaluate(() => document.activeElement?.textContent), 'Cancel', 'the focus in the question');
        if (answer === 'Cancel') {
          await page.setViewportSize({ width: 360, height: 740 });
          await page.waitForTimeout(200);
          await page.screenshot({ path: join(shotDir, 'play-on-ask-360x740.png') });
          await page.setViewportSize({ width: 1280, height: 800 });
          await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
        } else {
          await page.keyboard.press('Escape');
        }
        await ask.waitFor({ state: 'detached' });
        same(await at(page), [1, 0, 3], `the replay after ${answer}`);
        same(await page.evaluate(() => localStorage.getItem('dominoes.match')), kept, `the saved match after ${answer}`);
      }
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('button', { name: 'Back to the match', exact: true }).waitFor();
      same(await page.evaluate(() => localStorage.getItem('dominoes.match')), kept, 'the saved match after Close');
      await openFile(page, 'cut.json', JSON.stringify(record));
      await playOn.click();
      await ask.getByRole('button', { name: 'Replace my match', exact: true }).click();
      await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor();
      const at3 = await stepOf(page);
      assert(/^h1-m([3-9]|\d\d)-/.test(at3), `the table after Play on: ${at3}`);
      await waitForYou(page);
      const choice = await firstChoice(page);
      assert(!choice.dialog && !choice.nothing, `your move: ${JSON.stringify(choice)}`);
      const before = await stepOf(page);
      await clickChoice(page, choice);
      await page.waitForFunction((b) => document.querySelector('.game')?.getAttribute('data-step') !== b, before);
      const saved2 = JSON.parse(await page.evaluate(() => localStorage.getItem('dominoes.match')));
      same(saved2.seed, record.seed, 'the match saved is the record\'s');
      same(saved2.hands[0].slice(0, 3), record.hands[0].moves, 'its first moves');
      same(saved2.played_on, true, 'the saved match marked as played on');
      await page.screenshot({ path: join(shotDir, 'played-on-1280x800.png') });
    });

    await check('a match played on from a record is left out of the statistics', async () => {
      await openPicker(page, `${base}${SUB}?seed=242`);
      await choose(page, { family: 'partnership', level: 'random', pace: 'instant' });
      await start(page);
      await playMatch(page);
      const stats = await page.evaluate(() => localStorage.getItem('dominoes.stats'));
      same(JSON.parse(stats).recent.length, 1, 'matches in the statistics after a whole match');
      const whole = JSON.parse(await page.evaluate(() => localStorage.getItem('dominoes.match')));
      same(whole.played_on, undefined, 'a match of your own marked');
      const hands = whole.hands.map((moves) => ({ moves }));
      hands[hands.length - 1].moves = hands[hands.length - 1].moves.slice(0, 3);
      const record = { family: whole.game, players: whole.players, set: whole.set, rules: whole.rules, seed: whole.seed, hands };
      await openPicker(page, `${base}${SUB}`);
      await openFile(page, 'last-hand.json', JSON.stringify(record));
      await page.getByRole('button', { name: 'Play on', exact: true }).click();
      // The match at the table is over: nothing to lose, nothing asked.
      await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor();
      same(await page.getByRole('alertdialog').count(), 0, 'a question');
      const seen = await playMatch(page);
      same(seen.final, 'Match over', 'the match played on ended');
      const end = await page.getByRole('dialog').innerText();
      assert(end.includes('Played on from a record: not in your statistics'), `the match's end says: ${end}`);
      same(await page.evaluate(() => localStorage.getItem('dominoes.stats')), stats, 'the statistics after the match played on');
      await page.screenshot({ path: join(shotDir, 'played-on-end-1280x800.png') });
    });
  } finally {
    await browser.close();
  }
}

await mkdir(shotDir, { recursive: true });
await runFile(async (base) => {
  let saved = null;
  for (const size of SIZES) saved = (await replayChecks(base, size)) ?? saved;
  if (saved?.text) await recordChecks(base, saved);
  else await check('a record was saved', async () => assert(false, 'no record saved'));
});
