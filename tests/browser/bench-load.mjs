// Benchmark: how much a first visit transfers, and how fast the page is ready, for the
// release build (dist/).
//
// - Size: every file of the build (a first visit fetches them all: the page, then the
//   service worker caches the rest) compressed with gzip -9, as a static host serving
//   gzip sends it.
// - Speed: RUNS times (default 10), a fresh Chromium profile (a cold cache) on
//   localhost: milliseconds from navigation start until the picker is interactive (its
//   Start button can be clicked), and until a table is on screen when the page is opened
//   with a share link (which starts the deal at once).
//
// Run after `trunk build --release`:   node tests/browser/bench-load.mjs [RUNS]

import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SUB, dist, launch, needDist, serveDist } from './harness.mjs';

const runs = Number(process.argv[2] || 10);
await needDist();

async function files(at) {
  const out = [];
  for (const entry of await readdir(at, { withFileTypes: true })) {
    const path = join(at, entry.name);
    out.push(...(entry.isDirectory() ? await files(path) : [path]));
  }
  return out;
}

let total = 0;
console.log(`${'file'.padEnd(44)} ${'bytes'.padStart(8)} ${'gzip'.padStart(8)}`);
for (const path of (await files(dist)).sort()) {
  const body = await readFile(path);
  const gz = gzipSync(body, { level: 9 }).length;
  total += gz;
  console.log(`${relative(dist, path).padEnd(44)} ${String(body.length).padStart(8)} ${String(gz).padStart(8)}`);
}
console.log(`${'first visit, all files'.padEnd(44)} ${''.padStart(8)} ${String(total).padStart(8)}  (${(total / 1024).toFixed(1)} KiB; budget 300 KB)`);

const { server, base } = await serveDist();
/** Milliseconds from navigation start until `ready` holds, in a fresh profile. */
async function timeTo(url, ready) {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(ready, null, { timeout: 20000, polling: 'raf' });
    return await page.evaluate(() => performance.now());
  } finally {
    await browser.close();
  }
}
const picker = () => {
  const start = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Start');
  return start && !start.disabled;
};
const table = () => document.querySelectorAll('[aria-label="Your hand"] button').length > 0;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const pickerTimes = [];
  const tableTimes = [];
  for (let i = 0; i < runs; i += 1) {
    pickerTimes.push(await timeTo(`${base}${SUB}`, picker));
    tableTimes.push(await timeTo(`${base}${SUB}?game=jamaican&players=4&set=6&seed=${i + 1}`, table));
  }
  const show = (name, xs, goal) =>
    console.log(`${name.padEnd(24)} median ${median(xs).toFixed(0)} ms, worst ${Math.max(...xs).toFixed(0)} ms (goal ${goal} ms), ${runs} cold loads`);
  show('picker interactive', pickerTimes, 1000);
  show('table on screen', tableTimes, 1500);
} finally {
  server.close();
}
