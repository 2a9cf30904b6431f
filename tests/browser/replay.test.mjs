// Browser test of replays and records (issue 13, item 4), in headless Chromium over the
// built game (dist/), by role and accessible name, at 360x740, 740x360 and 1280x800:
// - a real hand (Jamaican, random computer players, instant pace) played through the
//   page's buttons; "Replay" in the hand-end dialog opens it at move 0 with every other
//   seat face up; Forward, End, Back, Start move through it; Play runs it to its end by
//   itself and stops; the page does not scroll; Close gives back the dialog, the match
//   at the table and its saved copy exactly as they were;
// - at 1280x800: "Save record" downloads the match as a game record; a fresh browser
//   profile opens it with "Open a record" and shows the same hand's end; bad files (not
//   JSON, an unknown game, an illegal move) each give their message as a notice, and the
//   game keeps working (a match starts); a record cut in the middle of a hand is played
//   on with "Play on", and a move is made from there.
//
// Run after `trunk build --release`:   node tests/browser/replay.test.mjs
// Environment: CHROMIUM, SCREENSHOT_DIR (default /tmp/dominoes-replay) for the pictures.
// Prints one line per check and "N passed, M failed"; exits 1 on any failure.

import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SUB, assert, check, choose, clickChoice, couldNotRun, finish, firstChoice, launch, needDist,
  openPicker, playMatch, problems, same, serveDist, start, stepOf, waitForYou, watch,
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
      await choose(page, GAME);
      await start(page);
      const seen = await playMatch(page, { oneHand: true });
      same(seen.final, 'Hand 1 is over', 'the hand ended');
      const before = [await stepOf(page), await page.evaluate(() => localStorage.getItem('dominoes.match'))];
      const headline = await page.locator('#end-headline').innerText();
      await page.getByRole('dialog').getByRole('button', { name: 'Replay', exact: true }).click();
      await page.locator('.replay').waitFor();
      const [hand, first, moves] = await at(page);
      same([hand, first], [1, 0], 'the replay starts at the deal');
      assert(moves > 4, `moves in the hand: ${moves}`);
      same(await page.getByRole('group', { name: /face up: / }).count(), 3, 'other seats face up');
      same((await page.getByRole('group', { name: 'Your hand', exact: true }).getByRole('button').count()), 7, 'your tiles at the deal');
      await step(page, 'Forward', 1);
      const said = await page.getByRole('status').innerText();
      assert(/^(South|East|North|West) (posed|played)/.test(said), `the first move said: ${said}`);
      await step(page, 'End', moves);
      same(await page.getByRole('status').innerText(), headline.replace(/^Hand 1: /, ''), 'the end is the hand\'s result');
      await step(page, 'Back', moves - 1);
      await step(page, 'Start', 0);
      same(await page.getByRole('status').innerText(), 'Hand 1: the deal.', 'at the start');
      await step(page, 'Forward', 1);
      await page.screenshot({ path: join(shotDir, `replay-${size}.png`) });
      same(await scrolls(page), false, 'the page scrolls');
      // Play runs to the end by itself, then stops.
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
      await page.waitForFunction((n) => document.querySelector('.replay .hand-no')?.textContent.endsWith(`move ${n}/${n}`), moves, { timeout: 30000 });
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
      await page.screenshot({ path: join(shotDir, `replay-end-${size}.png`) });
      // Save the record (the replay's own link), then close.
      if (width === 1280) {
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: 'Save record', exact: true }).click();
        const file = await (await download).path();
        saved = { file, moves, headline, text: await readFile(file, 'utf8') };
      }
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
      await side.getByRole('button', { name: 'Replay', exact: true }).click();
      await page.locator('.replay').waitFor();
      same((await at(page)).slice(0, 2), [1, 0], 'the replay of hand 1');
      await page.keyboard.press('Escape');
      await page.locator('.game').waitFor();
      same(await page.locator('.replay').count(), 0, 'the replay after Escape');
    });
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
      same(record.hands.length, 1, 'hands');
      same(record.hands[0].moves.length, saved.moves, 'moves');
      assert(Number.isInteger(record.seed), `the seed: ${record.seed}`);
    });

    await check('a fresh profile opens the saved record and replays it', async () => {
      await openPicker(page, `${base}${SUB}`);
      await page.screenshot({ path: join(shotDir, 'picker-1280x800.png'), fullPage: true });
      await openFile(page, 'dominoes.json', saved.text);
      await page.locator('.replay').waitFor();
      same(await at(page), [1, 0, saved.moves], 'the record\'s hand at its start');
      await step(page, 'End', saved.moves);
      same(await page.getByRole('status').innerText(), saved.headline.replace(/^Hand 1: /, ''), 'the hand\'s result');
      same(await page.getByRole('button', { name: 'Play on', exact: true }).count(), 1, 'Play on offered');
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('form', { name: 'Choose a game' }).waitFor();
    });

    const bad = [
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
      record.hands[0].moves = record.hands[0].moves.slice(0, 3);
      await openPicker(page, `${base}${SUB}`);
      await openFile(page, 'cut.json', JSON.stringify(record));
      await page.locator('.replay').waitFor();
      same(await at(page), [1, 0, 3], 'the record\'s hand');
      same(await page.getByRole('group', { name: /face up: / }).count(), 3, 'face up');
      await page.getByRole('button', { name: 'Play on', exact: true }).click();
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
      await page.screenshot({ path: join(shotDir, 'played-on-1280x800.png') });
    });
  } finally {
    await browser.close();
  }
}

const started = Date.now();
await needDist();
await mkdir(shotDir, { recursive: true });
const { server, base } = await serveDist();
try {
  let saved = null;
  for (const size of SIZES) saved = (await replayChecks(base, size)) ?? saved;
  if (saved) await recordChecks(base, saved);
  else await check('a record was saved', async () => assert(false, 'no record saved'));
  await check('no page errors', async () => same(problems, [], 'page errors'));
} catch (err) {
  couldNotRun(err);
} finally {
  server.close();
}
finish(started);
