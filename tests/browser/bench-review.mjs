// Benchmark: how long a whole hand's review takes in the browser build, from pressing
// "Review" in the hand-end dialog to having every decision's scores back on the page
// (message passing and the worker rebuilding each position included), on real deals of
// every double-six family. Plays HANDS first hands per family (default 2, seeds 1..)
// against easy computers at the instant pace in headless Chromium, asks for the review
// of each, and reads the page's `ai-review FAMILY DECISIONS MS` console lines.
//
// Run after `trunk build --release`:   node tests/browser/bench-review.mjs [HANDS]
// Prints the median and 95th percentile per family and over all reviews (goal: a whole
// hand within 3 s), and the time per decision.

import {
  choose, FAMILIES, launch, needDist, openPicker, percentile, playMatch, serveDist, start, SUB, logAiTimes,
} from './harness.mjs';

const hands = Number(process.argv[2] || 2);

await needDist();
const { server, base } = await serveDist();
const browser = await launch();
await logAiTimes(browser.context);
const page = await browser.context.newPage();
const times = [];
page.on('console', (msg) => {
  const m = msg.text().match(/^ai-review (\w+) (\d+) ([\d.]+)$/);
  if (m) times.push({ family: m[1], decisions: Number(m[2]), ms: Number(m[3]) });
});

function line(name, ts) {
  const xs = ts.map((t) => t.ms);
  const decisions = ts.reduce((n, t) => n + t.decisions, 0);
  const per = xs.reduce((a, b) => a + b, 0) / Math.max(1, decisions);
  const median = percentile(xs, 0.5).toFixed(0);
  const p95 = percentile(xs, 0.95).toFixed(0);
  console.log(`${name.padEnd(12)} ${String(xs.length).padStart(7)} ${String(decisions).padStart(9)} ${median.padStart(9)} ${p95.padStart(9)} ${per.toFixed(0).padStart(8)}`);
}

try {
  console.log(`${'family'.padEnd(12)} ${'reviews'.padStart(7)} ${'decisions'.padStart(9)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'ms/dec'.padStart(8)}`);
  for (const family of FAMILIES) {
    for (let seed = 1; seed <= hands; seed += 1) {
      await openPicker(page, `${base}${SUB}?seed=${seed}`);
      await choose(page, { family, set: 6, level: 'easy', pace: 'instant' });
      await start(page);
      await playMatch(page, { oneHand: true });
      const before = times.length;
      await page.getByRole('dialog').getByRole('button', { name: 'Review my moves', exact: true }).click();
      const status = page.getByRole('region', { name: 'Hand review', exact: true }).getByRole('status');
      await status.filter({ hasText: /^(Moves reviewed: \d+|No review)/ }).waitFor({ timeout: 30000 });
      if ((await status.innerText()).startsWith('No review')) continue;
      while (times.length === before) await page.waitForTimeout(5);
    }
    line(family, times.filter((t) => t.family === family));
  }
  line('all', times);
} finally {
  await browser.close();
  server.close();
}
