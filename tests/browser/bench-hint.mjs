// Benchmark: how long a hint takes in the browser build, from pressing H to having the
// coach's (the expert's) move back on the page (message passing and the worker rebuilding the
// position included), on real deals of every double-six family. Plays HANDS hands per
// family (default 3, seeds 1..) against easy computers at the instant pace in headless
// Chromium, asking for a hint on every one of your turns, and reads the page's
// `ai-hint FAMILY MS` console lines.
//
// Run after `trunk build --release`:   node tests/browser/bench-hint.mjs [HANDS]
// Prints the median and 95th percentile per family and over all hints (goal: 95th
// percentile at most 300 ms).

import {
  choose, clickChoice, FAMILIES, firstChoice, launch, needDist, openPicker, percentile, serveDist, start, stepOf, SUB, waitForYou, logAiTimes,
} from './harness.mjs';

const hands = Number(process.argv[2] || 3);

await needDist();
const { server, base } = await serveDist();
const browser = await launch();
await logAiTimes(browser.context);
const page = await browser.context.newPage();
const times = [];
page.on('console', (msg) => {
  const m = msg.text().match(/^ai-hint (\w+) ([\d.]+)$/);
  if (m) times.push({ family: m[1], ms: Number(m[2]) });
});

function line(name, xs) {
  const median = percentile(xs, 0.5).toFixed(1);
  const p95 = percentile(xs, 0.95).toFixed(1);
  console.log(`${name.padEnd(12)} ${String(xs.length).padStart(6)} ${median.padStart(9)} ${p95.padStart(9)}`);
}

try {
  console.log(`${'family'.padEnd(12)} ${'hints'.padStart(6)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
  for (const family of FAMILIES) {
    for (let seed = 1; seed <= hands; seed += 1) {
      await openPicker(page, `${base}${SUB}?seed=${seed}`);
      await choose(page, { family, set: 6, level: 'easy', pace: 'instant' });
      await start(page);
      for (let guard = 0; guard < 300; guard += 1) {
        await waitForYou(page);
        const choice = await firstChoice(page);
        if (choice.dialog) break;
        const hint = page.getByRole('button', { name: 'Hint', exact: true });
        if (!choice.group || choice.group === 'Your hand') {
          if (await hint.isEnabled()) {
            const before = times.length;
            await page.keyboard.press('h');
            await page.waitForFunction(() => [...document.querySelectorAll('[role="status"] p')]
              .some((p) => p.textContent.startsWith('Hint')), null, { timeout: 10000 });
            while (times.length === before) await page.waitForTimeout(5);
          }
        }
        const step = await stepOf(page);
        await clickChoice(page, choice);
        await page.waitForFunction((b) => {
          const game = document.querySelector('.game');
          return !game || game.getAttribute('data-step') !== b || document.querySelector('[role="dialog"]');
        }, step, { timeout: 5000 });
      }
    }
    line(family, times.filter((t) => t.family === family).map((t) => t.ms));
  }
  line('all', times.map((t) => t.ms));
} finally {
  await browser.close();
  server.close();
}
