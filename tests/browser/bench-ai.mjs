// Benchmark: how long a computer level (LEVEL, default hard) takes to choose a move in the
// browser build, on real deals of every double-six family. Plays HANDS hands per family
// (default 4, seeds 1..) against three LEVEL computers at the instant pace in headless
// Chromium, South making the first choice offered, and reads the page's `ai-move FAMILY LEVEL MS` console lines: the
// time from asking the worker to having its move on the page (message passing and the
// worker rebuilding the position included).
//
// Run after `trunk build --release`:
//   node tests/browser/bench-ai.mjs [HANDS] [LEVEL] [--cpu N] [--slow N] [--players N]
//     [--set N] [--only FAMILY,FAMILY...]
// `--players 3 --only matador,chiva` times three-player tables of those families, and
// `--set 9 --only allfives,blockdraw,matador` the double-nine set (four players, the
// double-six set and every family unless said; a family without that player count or
// set is skipped).
// Prints the median and 95th percentile per family and over all moves. `--cpu 4` slows
// the page's main thread down 4 times through the DevTools protocol (Chromium does not
// slow workers that way, so the search itself runs at full speed). `--slow 4` runs the
// whole browser, AI worker included, on a quarter of one CPU core through a Linux cgroup
// (needs root): a phone 4 times slower than this machine, with one core for everything
// (issue 14's budget there: median at most 150 ms, 95th percentile at most 400 ms).

import {
  choose, FAMILIES, launch, needDist, openPicker, percentile, playMatch, serveDist, slowWholeProcessTree, start, SUB, throttle, logAiTimes,
} from './harness.mjs';

const args = process.argv.slice(2);
const cpuAt = args.indexOf('--cpu');
const cpu = cpuAt >= 0 ? Number(args.splice(cpuAt, 2)[1]) : 1;
const slowAt = args.indexOf('--slow');
const slow = slowAt >= 0 ? Number(args.splice(slowAt, 2)[1]) : 1;
const playersAt = args.indexOf('--players');
const players = playersAt >= 0 ? Number(args.splice(playersAt, 2)[1]) : undefined;
const setAt = args.indexOf('--set');
const set = setAt >= 0 ? Number(args.splice(setAt, 2)[1]) : 6;
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1].split(',') : FAMILIES;
const hands = Number(args[0] || 4);
const level = args[1] || 'hard';

await needDist();
if (slow > 1) console.log(`whole browser on 1/${slow} of a core: ${await slowWholeProcessTree(slow)}`);
const { server, base } = await serveDist();
const browser = await launch();
await logAiTimes(browser.context);
const page = await browser.context.newPage();
if (cpu > 1) await throttle(page, { cpu, network: false });
const times = [];
page.on('console', (msg) => {
  const m = msg.text().match(/^ai-move (\w+) (\w+) ([\d.]+)$/);
  if (m && m[2] === level) times.push({ family: m[1], ms: Number(m[3]) });
});

/** Whether the picker offers `family` with the player count and set asked for. */
async function offers(family) {
  await openPicker(page, `${base}${SUB}`);
  await page.getByLabel('Game', { exact: true }).selectOption(family);
  const has = async (label, value) => {
    if (value === undefined) return true;
    const select = page.getByLabel(label, { exact: true });
    if ((await select.count()) > 0) {
      return select.evaluate((el, v) => [...el.options].some((o) => o.value === String(v)), value);
    }
    // One choice only: the picker shows it as text ("4 players", "Double-six (28 tiles)").
    const shown = await page.locator('.field').filter({ has: page.locator('.label', { hasText: label }) })
      .locator('.fixed').innerText();
    const words = { 6: 'Double-six', 9: 'Double-nine', 12: 'Double-twelve', 15: 'Double-fifteen' };
    return label === 'Set' ? shown.startsWith(words[value]) : shown.startsWith(`${value} players`);
  };
  if (!(await has('Players', players))) return false;
  // The sets offered may depend on the player count.
  const playersSelect = page.getByLabel('Players', { exact: true });
  if (players && (await playersSelect.count()) > 0) await playersSelect.selectOption(String(players));
  return has('Set', set);
}

function line(name, xs) {
  const median = percentile(xs, 0.5).toFixed(1);
  const p95 = percentile(xs, 0.95).toFixed(1);
  console.log(`${name.padEnd(12)} ${String(xs.length).padStart(6)} ${median.padStart(9)} ${p95.padStart(9)}`);
}

try {
  if (cpu > 1) console.log(`CPU slowed down ${cpu}x`);
  console.log(`${'family'.padEnd(12)} ${'moves'.padStart(6)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
  for (const family of only) {
    if (!(await offers(family))) {
      console.log(`${family.padEnd(12)} skipped: no ${players ?? 4}-player table with the double-${set}`);
      continue;
    }
    for (let seed = 1; seed <= hands; seed += 1) {
      await openPicker(page, `${base}${SUB}?seed=${seed}`);
      await choose(page, { family, players, set, level, pace: 'instant' });
      await start(page);
      await playMatch(page, { oneHand: true });
    }
    line(family, times.filter((t) => t.family === family).map((t) => t.ms));
  }
  line('all', times.map((t) => t.ms));
} finally {
  await browser.close();
  server.close();
}
