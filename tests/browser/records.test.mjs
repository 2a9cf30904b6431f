// Browser test of "Save record" (issue 13, item 4, the part the page's byte budget left
// room for), in headless Chromium over the built game (dist/), by role and accessible
// name, at 360x740, 740x360 and 1280x800: a real hand (Jamaican, random computer
// players, instant pace) played through the page's buttons; then the side column's (or
// the "Menu" drawer's) "Save record" link downloads the match as a game record, which
// holds the game, the seed and exactly the moves of the match saved in local storage;
// a picture of the side column at each size.
//
// Run after `trunk build --release`:   node tests/browser/records.test.mjs
// Environment: CHROMIUM, SCREENSHOT_DIR (default /tmp/dominoes-records) for the pictures.
// Prints one line per check and "N passed, M failed"; exits 1 on any failure.

import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SUB, assert, check, choose, launch, openPicker, playMatch, runFile, same, start, watch,
} from './harness.mjs';

const shotDir = process.env.SCREENSHOT_DIR || join(tmpdir(), 'dominoes-records');
const SIZES = [[360, 740], [740, 360], [1280, 800]];
const GAME = { family: 'jamaican', level: 'random', pace: 'instant' };

async function recordChecks(base, [width, height]) {
  const size = `${width}x${height}`;
  const browser = await launch({ viewport: { width, height } });
  const page = await browser.context.newPage();
  watch(page);
  try {
    await check(`${size}: "Save record" downloads the match as a game record`, async () => {
      await openPicker(page, `${base}${SUB}`);
      await choose(page, GAME);
      await start(page);
      const seen = await playMatch(page, { oneHand: true });
      same(seen.final, 'Hand 1 is over', 'the hand ended');
      await page.getByRole('dialog').getByRole('button', { name: 'See the table', exact: true }).click();
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if (await menu.isVisible()) await menu.click();
      const side = page.getByRole('complementary', { name: 'Score and menu' });
      const link = side.getByRole('link', { name: 'Save record', exact: true });
      await link.waitFor();
      const box = await link.boundingBox();
      assert(box && box.height >= 44, `the link's height: ${box?.height}`);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shotDir, `side-${size}.png`) });
      const download = page.waitForEvent('download');
      await link.click();
      const got = await download;
      const name = got.suggestedFilename();
      const record = JSON.parse(await readFile(await got.path(), 'utf8'));
      const match = JSON.parse(await page.evaluate(() => localStorage.getItem('dominoes.match')));
      same(name, `dominoes-jamaican-${match.seed}.json`, 'the file name');
      same([record.family, record.players, record.set, record.seed], ['jamaican', 4, 6, match.seed], 'the game and seed');
      same(record.rules, match.rules, 'the house rules');
      same(record.hands.map((h) => h.moves), match.hands, 'the moves');
      assert(record.hands[0].moves.length > 4, `moves: ${record.hands[0].moves.length}`);
      same(Object.keys(record).sort(), ['family', 'hands', 'players', 'rules', 'seed', 'set'], 'the fields');
    });
  } finally {
    await browser.close();
  }
}

await mkdir(shotDir, { recursive: true });
await runFile(async (base) => {
  for (const size of SIZES) await recordChecks(base, size);
});
