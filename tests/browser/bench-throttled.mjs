// Benchmark: cold loads on a slow phone over a slow network (issue 14). The release build
// (dist/) is served gzip-compressed as a static host serves it; each load is a fresh
// Chromium profile (a cold cache) with a phone's window (412 x 823) throttled through the
// DevTools protocol: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU 4x slower.
//
// For RUNS loads (default 5) of the picker and RUNS of a share link it prints, in
// milliseconds from navigation start: the first paint with content (FCP), the largest
// (LCP, and which element it was), when the picker is interactive (its Start button can
// be clicked) or the share link's table is on screen (your hand's tiles are there), and
// the main thread's blocking time until then (the part of every long task, 50 ms and
// more, beyond 50 ms, from the first paint to 1.5 s after the page is ready, as Lighthouse
// counts its total blocking time) and the longest task of the load. Budgets:
// picker 2,500 ms and table 3,000 ms, medians. Then, for the AI worker (which loads the
// page's own wasm module, src/bin/web.rs): when the page started it and when it said it
// was ready (its first message), and, if a computer moved before you in a share link's
// hand, when that first move came back.
//
// Run after `trunk build --release`:   node tests/browser/bench-throttled.mjs [RUNS]

import { SUB, launch, needDist, serveDistCompressed, throttle, logAiTimes } from './harness.mjs';

const runs = Number(process.argv[2] || 5);
await needDist();
const { server, base } = await serveDistCompressed();

/** Recorded from the page's first script on: paints, the largest paint, long tasks. */
function observe() {
  const seen = { fcp: null, lcp: null, lcpWhat: '', tasks: [], workerStart: null, workerReady: null, firstMove: null };
  window.__speed = seen;
  const PageWorker = window.Worker;
  window.Worker = function Worker(url, options) {
    const worker = new PageWorker(url, options);
    seen.workerStart = performance.now();
    worker.addEventListener('message', () => {
      if (seen.workerReady === null) seen.workerReady = performance.now();
    });
    return worker;
  };
  window.Worker.prototype = PageWorker.prototype;
  const debug = console.debug;
  console.debug = function (...args) {
    if (seen.firstMove === null && /^ai-move /.test(String(args[0]))) seen.firstMove = performance.now();
    return debug.apply(this, args);
  };
  const on = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      // Not measured in this browser.
    }
  };
  on('paint', (e) => {
    if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  });
  on('largest-contentful-paint', (e) => {
    seen.lcp = e.startTime;
    const el = e.element;
    const cls = el && typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    seen.lcpWhat = el ? `${el.tagName.toLowerCase()}${cls} ${e.size}px²` : '(removed)';
  });
  on('longtask', (e) => seen.tasks.push([e.startTime, e.duration]));
}

/** One cold load of `url`: the times at which `ready` first holds, and the paints. */
async function load(url, ready) {
  const browser = await launch({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await logAiTimes(browser.context);
  try {
    const page = await browser.context.newPage();
    await page.addInitScript(observe);
    await throttle(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(ready, null, { timeout: 60000, polling: 'raf' });
    const at = await page.evaluate(() => performance.now());
    // What runs just after (the AI worker starting, the service worker) counts too.
    await page.waitForTimeout(1500);
    const seen = await page.evaluate(() => window.__speed);
    const until = (start) => start <= at + 1500;
    const after = seen.tasks.filter(([start]) => seen.fcp !== null && start >= seen.fcp && until(start));
    const blocking = after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const longest = Math.max(0, ...seen.tasks.filter(([start]) => until(start)).map(([, d]) => d));
    await page.waitForFunction(() => window.__speed.workerReady !== null, null, { timeout: 30000 });
    await page.waitForTimeout(500);
    const worker = await page.evaluate(() => window.__speed);
    return {
      at, fcp: seen.fcp, lcp: seen.lcp, lcpWhat: seen.lcpWhat, blocking, longest,
      workerStart: worker.workerStart, workerReady: worker.workerReady, firstMove: worker.firstMove,
    };
  } finally {
    await browser.close();
  }
}

const picker = () => {
  const start = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Start');
  return Boolean(start && !start.disabled);
};
const table = () => document.querySelectorAll('[aria-label="Your hand"] button').length > 0;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => (x === null || x === undefined ? '-' : x.toFixed(0)).padStart(6);

try {
  const results = { picker: [], table: [] };
  const heads = ['ready', 'FCP', 'LCP', 'TBT', 'task', 'AI', 'AI ok', 'move'].map((h) => h.padStart(6)).join(' ');
  console.log(`${'load'.padEnd(8)} ${heads}  largest element`);
  for (let i = 0; i < runs; i += 1) {
    for (const [name, url, ready] of [
      ['picker', `${base}${SUB}`, picker],
      ['table', `${base}${SUB}?game=jamaican&players=4&set=6&seed=${i + 1}`, table],
    ]) {
      const r = await load(url, ready);
      results[name].push(r);
      const cols = [r.at, r.fcp, r.lcp, r.blocking, r.longest, r.workerStart, r.workerReady, r.firstMove].map(ms).join(' ');
      console.log(`${name.padEnd(8)} ${cols}  ${r.lcpWhat}`);
    }
  }
  for (const [name, what, goal] of [['picker', 'picker interactive', 2500], ['table', 'share link table', 3000]]) {
    const rs = results[name];
    const med = (key) => median(rs.map((r) => r[key] ?? 0)).toFixed(0);
    console.log(
      `${what.padEnd(20)} median ${med('at')} ms (budget ${goal}), worst ${Math.max(...rs.map((r) => r.at)).toFixed(0)} ms;` +
        ` FCP ${med('fcp')}, LCP ${med('lcp')}, blocking ${med('blocking')}, longest task ${med('longest')} ms (medians of ${runs})`,
    );
    const moves = rs.filter((r) => r.firstMove !== null).map((r) => r.firstMove);
    console.log(
      `${''.padEnd(20)} AI worker started at ${med('workerStart')} ms, ready at ${med('workerReady')} ms` +
        ` (worst ${Math.max(...rs.map((r) => r.workerReady)).toFixed(0)}; ready - started, median ${median(rs.map((r) => r.workerReady - r.workerStart)).toFixed(0)} ms)` +
        (moves.length ? `; a computer's first move back at ${median(moves).toFixed(0)} ms (median of ${moves.length})` : ''),
    );
  }
} finally {
  server.close();
}
