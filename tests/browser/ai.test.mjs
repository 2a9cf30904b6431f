// Browser test of the computer players' Web Worker, against the built game (dist/) in
// real headless Chromium: the page keeps animating and answering clicks while the hard
// level thinks, and when the worker cannot load the game says so and plays on at the
// easy level.
//
// Run after `trunk build --release`:   node tests/browser/ai.test.mjs
// Prints one line per check and a last line "N passed, M failed"; exits 1 on any failure.

import {
  SUB, assert, check, choose, couldNotRun, finish, launch, needDist, openPicker, playMatch, problems,
  same, serveDist, start, watch, logAiTimes,
} from './harness.mjs';

await needDist();
const testsStarted = Date.now();
const { server, base } = await serveDist();
const browser = await launch();
await logAiTimes(browser.context);

/** The `ai-move FAMILY LEVEL MS` lines the page writes to the console for each answer. */
function aiMoves(page) {
  const moves = [];
  page.on('console', (msg) => {
    const m = msg.text().match(/^ai-move (\w+) (\w+) ([\d.]+)$/);
    if (m) moves.push({ family: m[1], level: m[2], ms: Number(m[3]) });
  });
  return moves;
}

try {
  const page = watch(await browser.context.newPage());
  const moves = aiMoves(page);

  await check('the page keeps animating and answering clicks while the hard computer thinks', async () => {
    // Seed 1: South holds 6-6 and poses first; East then thinks for about 2.4 s (80% of
    // the 3 s asked for with ?think=), in the worker.
    await openPicker(page, `${base}${SUB}?seed=1&think=3000`);
    await choose(page, { family: 'jamaican', level: 'hard', pace: 'instant' });
    await start(page);
    await page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: /^6-6/ }).click();
    const step = await page.locator('.game').getAttribute('data-step');
    const watching = page.evaluate(async () => {
      const t0 = performance.now();
      let last = t0;
      let maxGap = 0;
      let frames = 0;
      while (performance.now() - t0 < 1500) {
        const now = await new Promise((ok) => requestAnimationFrame(ok));
        maxGap = Math.max(maxGap, now - last);
        last = now;
        frames += 1;
      }
      const rules = document.querySelector('.rules-panel');
      return { maxGap, frames, rulesOpen: rules.open, step: document.querySelector('.game').dataset.step };
    });
    await page.waitForTimeout(300);
    const clicked = Date.now();
    await page.getByText('Rules of Jamaican Partner', { exact: true }).click();
    await page.getByRole('heading', { name: 'How to play Jamaican Partner' }).waitFor({ timeout: 1000 });
    const clickMs = Date.now() - clicked;
    const seen = await watching;
    same(seen.step, step, 'the table (East must still be thinking)');
    assert(seen.rulesOpen, 'the rules panel did not open during the thinking');
    assert(seen.maxGap < 200, `the page froze for ${seen.maxGap.toFixed(0)} ms between frames`);
    assert(seen.frames >= 30, `only ${seen.frames} frames drawn in 1.5 s`);
    assert(clickMs < 500, `a click took ${clickMs} ms to open the rules`);
    await page.waitForFunction((s) => document.querySelector('.game').dataset.step !== s, step, { timeout: 10000 });
    const east = moves.find((m) => m.level === 'hard');
    // At least the watch above (1.5 s), which the table's step already showed East spent
    // thinking. (It was 2 s: East's thinking came back after 1,992 to 2,404 ms in
    // session 28's runs on a quiet machine, and a fresh-clone run failed at 1,992.)
    assert(east && east.ms >= 1500, `East's move came back after ${east && east.ms} ms, not after thinking`);
    console.log(`     (worst gap between frames ${seen.maxGap.toFixed(0)} ms, ${seen.frames} frames, click ${clickMs} ms, East thought ${east.ms.toFixed(0)} ms)`);
  });

  await check('no console errors or warnings, no page errors, no failed requests', async () => {
    same(problems, [], 'problems');
  });

  await check('when the AI worker cannot load, the game says so and plays on at the easy level', async () => {
    // A browser of its own: requests from a worker are routed by the whole context.
    const other = await launch();
    // The worker runs the page's own module, so the page must load it: here the worker's
    // start-up script names it with a hash it does not have, and the worker refuses it.
    let served = 0;
    await other.context.route('**/ai-worker.js', async (route) => {
      // A request still in flight as the context closes (the service worker fetches the
      // file too) gets its response disposed under it: there is nothing to serve then.
      let response;
      let text;
      try {
        response = await route.fetch();
        text = await response.text();
      } catch {
        return;
      }
      const body = text.replace(/"integrity":"sha384-[^"]*"/, '"integrity":"sha384-AAAA"');
      assert(body !== text, 'ai-worker.js names no integrity hash');
      await route.fulfill({ response, body });
      served += 1;
    });
    const broken = await other.context.newPage();
    const brokenMoves = aiMoves(broken);
    await openPicker(broken, `${base}${SUB}?seed=5`);
    await choose(broken, { family: 'jamaican', level: 'hard', pace: 'instant' });
    await start(broken);
    const notice = broken.getByRole('alert').filter({ hasText: 'play at the easy level' });
    await notice.waitFor({ timeout: 15000 });
    assert(served >= 1, 'the worker\'s script was never served with the wrong hash');
    const seen = await playMatch(broken, { oneHand: true });
    assert(seen.final, 'the hand did not end');
    assert(seen.announced.size >= 3, `only ${[...seen.announced]} were heard playing`);
    same(brokenMoves, [], 'answers from a worker that could not load');
    await other.context.unrouteAll({ behavior: 'ignoreErrors' });
    await other.close();
  });
} catch (err) {
  couldNotRun(err);
} finally {
  await browser.close();
  server.close();
}
finish(testsStarted);
