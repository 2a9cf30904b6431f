// Lighthouse against the release build (dist/, not rebuilt here), served gzip-compressed
// as a static host serves it (harness.mjs, serveDistCompressed), from a sub-folder: the
// mobile run (Lighthouse's default: a mid-range phone, 4x slower CPU, slow 4G, simulated)
// and the desktop run, each RUNS times (default 1) in a fresh headless Chromium. Prints
// every run's category scores and main metrics, then the medians. Issue 14's goals:
// mobile performance at least 95, desktop 100, accessibility, best practices and SEO 100.
//
// Needs the `lighthouse` npm package (package.json; `npm ci` installs it) and the Chromium
// .ci/setup installs (CHROME_PATH, default /usr/bin/chromium). Slow (about half a minute a
// run), so not part of .ci/test. Run after `trunk build --release`:
//
//   node tests/browser/lighthouse.mjs [RUNS]

import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { SUB, executablePath, needDist, serveDistCompressed } from './harness.mjs';

const runs = Number(process.argv[2] || 1);
await needDist();
const { server, base } = await serveDistCompressed();
const url = `${base}${SUB}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 'ms'],
  ['TTI', 'interactive', 'ms'],
];

/** One Lighthouse run: { scores: {category: 0..100}, metrics: {name: value} }. */
async function run(config) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
    const metrics = Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id].numericValue]));
    const failing = CATEGORIES.filter((c) => c !== 'performance' && scores[c] < 100).flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${c}: ${ref.id}`),
    );
    return { scores, metrics, failing, version: lhr.lighthouseVersion };
  } finally {
    await chrome.kill();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const show = (x, unit) => (unit === 'ms' ? `${Math.round(x)} ms` : x.toFixed(3));
function line(label, scores, metrics) {
  const s = CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ');
  const m = METRICS.map(([name, , unit]) => `${name} ${show(metrics[name], unit)}`).join(', ');
  console.log(`${label.padEnd(16)} ${s}\n${''.padEnd(16)} ${m}`);
}

try {
  for (const [form, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const r = await run(config);
      results.push(r);
      line(`${form} run ${i + 1}`, r.scores, r.metrics);
      if (r.failing.length) console.log(`${''.padEnd(16)} below 1: ${r.failing.join(', ')}`);
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))]));
    const metrics = Object.fromEntries(METRICS.map(([name]) => [name, median(results.map((r) => r.metrics[name]))]));
    line(`${form} median`, scores, metrics);
    console.log(`${''.padEnd(16)} (Lighthouse ${results[0].version}, ${runs} run${runs === 1 ? '' : 's'})`);
  }
} finally {
  server.close();
}
