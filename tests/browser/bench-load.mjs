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
// The size is also a check, run by .ci/test as `bench-load.mjs 0` (no loads timed): it
// fails (exit code 1) when the first visit is over BUDGET bytes, or when the build is not
// whole (the game's glue script and its one wasm module, named by index.html's boot.js
// tag, must be there, and the AI worker's start-up script and the service worker's file
// list must name the same ones), so that a missing file cannot make it pass.
//
// Run after `trunk build --release`:   node tests/browser/bench-load.mjs [RUNS]

import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SUB, assert, check, counts, dist, launch, needDist, serveDist } from './harness.mjs';

/** The first visit's budget in bytes (gzip -9 of every file of the build). */
const BUDGET = 300000;
const runs = Number(process.argv[2] ?? 10);
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
console.log(`${'first visit, all files'.padEnd(44)} ${''.padStart(8)} ${String(total).padStart(8)}  (${(total / 1024).toFixed(1)} KiB; budget ${BUDGET} bytes, ${BUDGET - total} left)`);

await check('the build is whole: one wasm module, named alike by the page, its AI worker and the service worker', async () => {
  const listed = (await files(dist)).map((path) => relative(dist, path).split('\\').join('/'));
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const boot = html.match(/<script[^>]*\bsrc="\.\/boot\.js"[^>]*>/);
  assert(boot, 'index.html has no boot.js tag');
  const named = (attr) => (boot[0].match(new RegExp(`\\b${attr}="\\.\\/([^"]+)"`)) || [])[1];
  const [js, wasm] = [named('data-js'), named('data-wasm')];
  assert(js && wasm, `the boot.js tag names glue ${js} and module ${wasm}`);
  const modules = listed.filter((name) => name.endsWith('.wasm'));
  assert(modules.length === 1 && modules[0] === wasm, `wasm files ${modules}, the page names ${wasm}`);
  assert(listed.includes(js), `the glue ${js} is missing`);
  const worker = await readFile(join(dist, 'ai-worker.js'), 'utf8');
  assert(worker.includes(`"./${js}"`) && worker.includes(`"./${wasm}"`), 'ai-worker.js does not name the page\'s glue and module');
  assert(/"integrity":"sha384-[A-Za-z0-9+/=]+"/.test(worker), 'ai-worker.js has no integrity hash');
  const sw = await readFile(join(dist, 'sw.js'), 'utf8');
  const cached = JSON.parse((sw.match(/const FILES = (\[.*\]);/) || [])[1] || '[]');
  for (const name of ['index.html', ...listed].filter((n) => n !== 'sw.js')) {
    assert(cached.includes(name === 'index.html' ? './' : `./${name}`), `sw.js does not list ${name}`);
  }
});
await check(`the first visit is at most ${BUDGET} bytes (gzip -9 of every file)`, async () => {
  assert(total <= BUDGET, `${total} bytes, ${total - BUDGET} over the budget`);
});
const whole = counts.failed === 0;
if (runs === 0) {
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  process.exit(whole ? 0 : 1);
}

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
if (!whole) process.exit(1);
