// Benchmark: how long a computer level (LEVEL, default hard) takes to choose a move in the
// browser build, on real deals of every double-six family. Plays HANDS hands per family
// (default 4, seeds 1..) against three LEVEL computers at the instant pace in headless
// Chromium, South making the
// first choice offered, and reads the page's `ai-move FAMILY LEVEL MS` console lines: the
// time from asking the worker to having its move on the page (message passing and the
// worker rebuilding the position included).
//
// Run after `trunk build --release`:   node tests/browser/bench-ai.mjs [HANDS] [LEVEL]
// Prints the median and 95th percentile per family and over all moves.

import {
  SUB, choose, launch, needDist, openPicker, playMatch, serveDist, start,
} from './harness.mjs';

const FAMILIES = ['jamaican', 'cutthroat', 'french', 'haitian', 'chiva', 'partnership', 'blockdraw', 'allfives', 'matador'];
const hands = Number(process.argv[2] || 4);
const level = process.argv[3] || 'hard';

await needDist();
const { server, base } = await serveDist();
const browser = await launch();
const page = await browser.context.newPage();
const times = [];
page.on('console', (msg) => {
  const m = msg.text().match(/^ai-move (\w+) (\w+) ([\d.]+)$/);
  if (m && m[2] === level) times.push({ family: m[1], ms: Number(m[3]) });
});

/** The value below which `share` of the sorted `xs` lie (nearest rank). */
function percentile(xs, share) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}
function line(name, xs) {
  const median = percentile(xs, 0.5).toFixed(1);
  const p95 = percentile(xs, 0.95).toFixed(1);
  console.log(`${name.padEnd(12)} ${String(xs.length).padStart(6)} ${median.padStart(9)} ${p95.padStart(9)}`);
}

try {
  console.log(`${'family'.padEnd(12)} ${'moves'.padStart(6)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
  for (const family of FAMILIES) {
    for (let seed = 1; seed <= hands; seed += 1) {
      await openPicker(page, `${base}${SUB}?seed=${seed}`);
      await choose(page, { family, set: 6, level, pace: 'instant' });
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
