// Browser test of the table's input (issue #11, items 6, 8 and 9): why a greyed tile
// cannot be played, keyboard play (a roving focus through every tile, Enter, P, D, the
// number keys, focus kept in your hand while the computers play, nothing scrolled by a
// focus change), sound (Web Audio calls counted by an instrumented AudioContext; a mute
// button remembered across a reload) and the vibration on your turn (navigator.vibrate
// stubbed).
//
// Run after `trunk build --release`:   node tests/browser/input.test.mjs
// Prints one line per check and a last line "N passed, M failed"; exits 1 on any failure.

import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SUB, STORAGE_KEY, assert, check, choose, couldNotRun, finish, handButtons, launch, needDist, openPicker,
  problems, same, serveDist, start, stepOf, waitForYou, watch,
} from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = JSON.parse(await readFile(join(here, 'deals.json'), 'utf8'));

/** Counts the page's oscillator starts and vibrations, before any of its scripts run. */
function instrument() {
  window.__oscillators = 0;
  window.__vibrations = [];
  if (window.OscillatorNode) {
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      window.__oscillators += 1;
      return start.apply(this, args);
    };
  }
  Navigator.prototype.vibrate = function (pattern) {
    window.__vibrations.push(pattern);
    return true;
  };
}

/** Each tile of your hand as the page shows it: name, aria-disabled, the `disabled`
 *  attribute, tab index, title and accessible description (aria-describedby's text, else
 *  aria-description). */
async function handTiles(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="group"][aria-label="Your hand"] button')].map((b) => {
      const ids = (b.getAttribute('aria-describedby') || '').split(/\s+/).filter(Boolean);
      const described = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
      return {
        name: b.getAttribute('aria-label'),
        ariaDisabled: b.getAttribute('aria-disabled') === 'true',
        disabled: b.disabled,
        tabIndex: b.tabIndex,
        title: b.getAttribute('title'),
        description: described || b.getAttribute('aria-description') || '',
        drawn: b.querySelector('.foot-tag')?.textContent === 'New',
      };
    }));
}

/** What has the focus: { name, inHand, ariaDisabled, tag }. */
async function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'BODY' };
    return {
      tag: el.tagName,
      name: el.getAttribute('aria-label') || el.textContent.trim(),
      inHand: !!el.closest('[role="group"][aria-label="Your hand"]'),
      ariaDisabled: el.getAttribute('aria-disabled') === 'true',
      disabled: !!el.disabled,
      dialog: !!el.closest('[role="dialog"]'),
    };
  });
}

/** Every unplayable tile is focusable (not `disabled`), aria-disabled, and says why in a
 *  title and a description that agree; playable tiles have neither (but a tile just drawn
 *  is described as one, as its "New" tag shows). Returns the reasons. */
async function checkReasons(page) {
  const tiles = await handTiles(page);
  const reasons = [];
  for (const t of tiles) {
    assert(!t.disabled, `${t.name} uses the disabled attribute (it must stay focusable)`);
    if (t.ariaDisabled) {
      assert(t.title && t.title.length > 3, `${t.name} is greyed without a title`);
      same(t.description, t.title, `${t.name}'s description`);
      reasons.push(t.title);
    } else {
      same(t.title, null, `${t.name} (playable) says why not`);
      same(t.description, t.drawn ? 'Just drawn' : '', `${t.name}'s (playable) description`);
    }
  }
  return reasons;
}

/** Waits until the table's step differs from `before` (or a dialog opens). */
async function stepChanged(page, before, what) {
  await page.waitForFunction(
    (b) => document.querySelector('.game')?.getAttribute('data-step') !== b || document.querySelector('[role="dialog"]'),
    before,
    { timeout: 5000 },
  ).catch(() => {
    throw new Error(`${what} changed nothing (step ${before})`);
  });
}

await needDist();
const testsStarted = Date.now();
const { server, base } = await serveDist();
const browser = await launch();
try {
  const { context } = browser;
  await context.addInitScript(instrument);
  const page = watch(await context.newPage());
  const withDouble = fixtures.find((f) => f.south.includes('6-6'));
  const url = (query = '') => `${base}${SUB}${query}`;
  const oscillators = () => page.evaluate(() => window.__oscillators);

  await check('greyed tiles are focusable, aria-disabled and say why (pose, then not your turn)', async () => {
    await openPicker(page, url());
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);
    await openPicker(page, url(`?seed=${withDouble.seed}`));
    await choose(page, { family: 'jamaican', pace: 'slow' });
    await start(page);
    const reasons = await checkReasons(page);
    same(reasons.length, 6, 'greyed tiles before the pose');
    assert(reasons.every((r) => r === 'The first tile must be 6-6'), `reasons: ${reasons}`);
    const before = await stepOf(page);
    const greyed = (await handTiles(page)).find((t) => t.ariaDisabled);
    // What the browser gives assistive technology: a disabled button with the reason as its
    // description.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const node = nodes.find((n) => n.role?.value === 'button' && n.name?.value === greyed.name);
    same(node?.description?.value, 'The first tile must be 6-6', `${greyed.name}'s accessible description`);
    const disabledProp = (node?.properties ?? []).find((p) => p.name === 'disabled');
    same(disabledProp?.value?.value, true, `${greyed.name} is disabled for assistive technology`);
    await cdp.detach();
    // Clicking a greyed tile does nothing.
    // A real click (Playwright would otherwise wait for an aria-disabled button to be enabled).
    await page.getByRole('button', { name: greyed.name, exact: true }).click({ force: true });
    await page.waitForTimeout(300);
    same(await stepOf(page), before, 'step after clicking a greyed tile');
    same((await handButtons(page)).length, 7, 'tiles after clicking a greyed tile');
    await page.getByRole('button', { name: '6-6', exact: true }).click();
    await stepChanged(page, before, 'posing 6-6');
    const waiting = await checkReasons(page);
    same(waiting.length, 6, 'greyed tiles while East plays');
    assert(waiting.every((r) => r === 'Not your turn'), `reasons while East plays: ${waiting}`);
  });

  await check('while the computers play, the focus stays on a tile of your hand', async () => {
    // Slow pace: East, North and West take a while; the focus is sampled all along.
    const samples = [];
    for (let i = 0; i < 12; i += 1) {
      samples.push(await focused(page));
      if (await page.locator('.hand.your-turn').count()) break;
      await page.waitForTimeout(250);
    }
    const outside = samples.filter((f) => !f.inHand);
    same(outside, [], 'focus outside your hand while the computers play');
  });

  await check('the arrow keys, Home and End move through every tile, greyed ones included', async () => {
    await waitForYou(page);
    const tiles = (await handTiles(page)).map((t) => t.name);
    same((await handTiles(page)).filter((t) => t.tabIndex === 0).length, 1, 'tab stops in the hand');
    const start = await focused(page);
    assert(start.inHand, `the focus is not in your hand on your turn: ${JSON.stringify(start)}`);
    const seen = [];
    for (let i = 0; i < tiles.length; i += 1) {
      await page.keyboard.press('ArrowRight');
      seen.push((await focused(page)).name);
    }
    same([...seen].sort(), [...tiles].sort(), 'tiles visited by ArrowRight');
    same((await focused(page)).name, start.name, 'back where it began after a full round');
    await page.keyboard.press('Home');
    same((await focused(page)).name, tiles[0], 'Home');
    await page.keyboard.press('End');
    same((await focused(page)).name, tiles[tiles.length - 1], 'End');
    await page.keyboard.press('ArrowDown');
    same((await focused(page)).name, tiles[0], 'ArrowDown after the last tile');
    await page.keyboard.press('ArrowUp');
    same((await focused(page)).name, tiles[tiles.length - 1], 'ArrowUp before the first tile');
    same((await handTiles(page)).filter((t) => t.tabIndex === 0).map((t) => t.name), [tiles[tiles.length - 1]],
      'the tab stop follows the focus');
    // Enter on a greyed tile does nothing.
    const greyed = (await handTiles(page)).findIndex((t) => t.ariaDisabled);
    if (greyed >= 0) {
      await page.keyboard.press('Home');
      for (let i = 0; i < greyed; i += 1) await page.keyboard.press('ArrowRight');
      const before = await stepOf(page);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(200);
      same(await stepOf(page), before, 'step after Enter on a greyed tile');
    }
  });

  await check('shortcuts are off while a select has the focus or a dialog is open', async () => {
    const select = page.getByLabel('Computer speed', { exact: true });
    await select.focus();
    const before = await stepOf(page);
    for (const key of ['1', '2', 'p', 'd']) await page.keyboard.press(key);
    await page.waitForTimeout(200);
    same(await stepOf(page), before, 'step after shortcuts typed in a select');
    same(await select.inputValue(), 'slow', 'the select kept its value');
    await select.selectOption('instant');
    await page.getByRole('group', { name: 'Your hand', exact: true }).getByRole('button').first().focus();
  });

  await check('a phone held sideways: focus moved by keys or by the page never scrolls the table away', async () => {
    await page.setViewportSize({ width: 740, height: 360 });
    try {
      await page.waitForTimeout(300);
      const scrolled = await page.evaluate(() => window.scrollY);
      for (const key of ['ArrowRight', 'ArrowRight', 'End', 'Home', 'ArrowLeft']) {
        await page.keyboard.press(key);
        same(await page.evaluate(() => window.scrollY), scrolled, `scroll after ${key}`);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  // A whole hand by keyboard, from the picker, until P and D have each been used.
  const used = { arrows: 0, enter: 0, number: 0, p: 0, d: 0, ends: 0, vibrationsOff: 0 };
  const keyboardHand = async (family, seed, players) => {
    await openPicker(page, url(`?seed=${seed}`));
    await choose(page, { family, players, pace: 'instant', level: 'easy' });
    await page.getByRole('button', { name: 'Start', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor();
    for (let turn = 0; turn < 80; turn += 1) {
      await waitForYou(page);
      await page.waitForTimeout(50);
      const f = await focused(page);
      if (f.dialog || (await page.getByRole('dialog').count()) > 0) {
        // The hand is over: its dialog has the focus, and digits do nothing there.
        await page.getByRole('dialog').getByRole('button', { name: 'Next hand' }).waitFor();
        const before = await page.evaluate(() => document.querySelector('[role="dialog"]').outerHTML);
        await page.keyboard.press('1');
        await page.keyboard.press('p');
        same(await page.evaluate(() => document.querySelector('[role="dialog"]')?.outerHTML), before, 'the dialog after 1 and P');
        return;
      }
      const ends = page.getByRole('group', { name: 'Choose an end', exact: true });
      const before = await stepOf(page);
      if (await ends.count()) {
        assert(f.name && / (end|arm)( \+\d+)?$/.test(f.name), `the focus is not on an end: ${JSON.stringify(f)}`);
        await page.keyboard.press('Enter');
        used.ends += 1;
      } else {
        const tiles = await handTiles(page);
        const playable = tiles.findIndex((t) => !t.ariaDisabled);
        const moves = await page.evaluate(() =>
          [...document.querySelectorAll('.moves button')].filter((b) => !b.disabled).map((b) => b.textContent.trim()));
        if (playable >= 0) {
          assert(f.inHand && !f.ariaDisabled, `your turn, but the focus is not on a playable tile: ${JSON.stringify(f)}`);
          if (turn % 2 === 0 && playable < 9) {
            await page.keyboard.press(String(playable + 1));
            used.number += 1;
          } else {
            // Arrow to the playable tile from the first one, then Enter.
            await page.keyboard.press('Home');
            for (let i = 0; i < playable; i += 1) await page.keyboard.press('ArrowRight');
            same((await focused(page)).name, tiles[playable].name, 'the tile reached by the arrows');
            await page.keyboard.press('Enter');
            used.arrows += 1;
            used.enter += 1;
          }
        } else if (moves.includes('Draw')) {
          await page.keyboard.press('d');
          used.d += 1;
        } else if (moves.includes('Pass')) {
          await page.keyboard.press('p');
          used.p += 1;
        } else {
          throw new Error(`your turn with nothing to do (step ${before})`);
        }
      }
      await stepChanged(page, before, 'a key press');
      // Every greyed tile says why, whoever's turn it is.
      await checkReasons(page);
    }
    throw new Error('the hand did not end in 80 turns');
  };

  await check('a whole Block & Draw hand by keyboard alone: arrows, Enter, number keys, D', async () => {
    for (const seed of [5, 6, 7, 8]) {
      await keyboardHand('blockdraw', seed, 2);
      if (used.d > 0) break;
    }
    assert(used.number > 0 && used.arrows > 0, `keys used: ${JSON.stringify(used)}`);
    assert(used.d > 0, `never drew with D in four hands: ${JSON.stringify(used)}`);
  });

  await check('a whole Jamaican hand by keyboard alone, with P to pass', async () => {
    for (const seed of [3, 4, 5, 6, 7, 8]) {
      await keyboardHand('jamaican', seed);
      if (used.p > 0) break;
    }
    assert(used.p > 0, `never passed with P in six hands: ${JSON.stringify(used)}`);
  });

  await check('sounds play (oscillators start) when sound is on, never when muted', async () => {
    await openPicker(page, url(`?seed=${withDouble.seed}`));
    await choose(page, { family: 'jamaican', pace: 'instant' });
    await start(page);
    const sound = page.getByRole('button', { name: 'Sound', exact: true });
    same(await sound.getAttribute('aria-pressed'), 'true', 'sound on by default');
    await page.evaluate(() => { window.__oscillators = 0; });
    await page.getByRole('button', { name: '6-6', exact: true }).click();
    await page.waitForFunction(() => window.__oscillators > 0, null, { timeout: 5000 }).catch(() => {});
    assert((await oscillators()) > 0, 'no oscillator started for the pose and the computers\' moves');
    await sound.click();
    same(await sound.getAttribute('aria-pressed'), 'false', 'after a click');
    same(await page.evaluate(() => localStorage.getItem('dominoes.sound')), 'off', 'stored');
    await page.evaluate(() => { window.__oscillators = 0; });
    for (let i = 0; i < 4; i += 1) {
      await waitForYou(page);
      if (await page.getByRole('dialog').count()) break;
      const before = await stepOf(page);
      const tile = (await handTiles(page)).find((t) => !t.ariaDisabled);
      if (!tile) break;
      await page.getByRole('button', { name: tile.name, exact: true }).click();
      const ends = page.getByRole('group', { name: 'Choose an end', exact: true });
      await stepChanged(page, before, 'a tile');
      if (await ends.count()) await ends.getByRole('button').first().click();
      await page.waitForTimeout(200);
    }
    same(await oscillators(), 0, 'oscillators started while muted');
  });

  await check('the mute button is remembered across a reload', async () => {
    await page.reload();
    const sound = page.getByRole('button', { name: 'Sound', exact: true });
    await sound.waitFor({ timeout: 20000 });
    same(await sound.getAttribute('aria-pressed'), 'false', 'after a reload');
    await sound.click();
    same(await page.evaluate(() => localStorage.getItem('dominoes.sound')), 'on', 'stored after unmuting');
    await page.reload();
    await sound.waitFor({ timeout: 20000 });
    same(await sound.getAttribute('aria-pressed'), 'true', 'after unmuting and a reload');
  });

  // Issue #11 asks for the keyboard-only hand and the remembered mute at every size.
  for (const [width, height] of [[360, 740], [390, 844], [740, 360], [768, 1024], [1280, 800], [1920, 1080]]) {
    await check(`${width}x${height}: a whole hand by keyboard alone, the table never scrolled; mute in view and remembered`, async () => {
      await page.setViewportSize({ width, height });
      try {
        const before = { ...used };
        await keyboardHand('jamaican', 11);
        assert(used.enter + used.number + used.p > before.enter + before.number + before.p, 'no key played anything');
        same(await page.evaluate(() => window.scrollY), 0, 'the window scrolled');
        // The next hand's table, to find the sound button on it.
        await page.getByRole('dialog').getByRole('button', { name: 'Next hand', exact: true }).click();
        const sound = page.getByRole('button', { name: 'Sound', exact: true });
        await sound.waitFor();
        const box = await sound.boundingBox();
        assert(box && box.y >= 0 && box.y + box.height <= height && box.x + box.width <= width, `the sound button is out of view: ${JSON.stringify(box)}`);
        for (const want of ['false', 'true']) {
          await sound.click();
          same(await sound.getAttribute('aria-pressed'), want, 'after a click');
          await page.reload();
          await sound.waitFor({ timeout: 20000 });
          same(await sound.getAttribute('aria-pressed'), want, 'after a reload');
        }
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });
  }

  await check('the vibration option: navigator.vibrate on your turn when it is on, never when off', async () => {
    const hand = async (vibrate) => {
      await openPicker(page, url('?seed=42'));
      const option = page.getByLabel('Vibrate on my turn', { exact: true });
      if ((await option.isChecked()) !== vibrate) await option.click();
      await choose(page, { family: 'jamaican', pace: 'instant' });
      await page.evaluate(() => { window.__vibrations = []; });
      await start(page);
      await waitForYou(page);
      await page.waitForTimeout(200);
      return page.evaluate(() => window.__vibrations);
    };
    same(await hand(false), [], 'vibrations with the option off (the default)');
    const on = await hand(true);
    assert(on.length > 0, 'no vibration on your turn with the option on');
    same(await page.evaluate(() => localStorage.getItem('dominoes.vibrate')), 'on', 'stored on');
    await page.reload();
    await openPicker(page, url());
    assert(await page.getByLabel('Vibrate on my turn', { exact: true }).isChecked(), 'the option after a reload');
    same(await hand(false), [], 'vibrations after turning the option off');
    same(await page.evaluate(() => localStorage.getItem('dominoes.vibrate')), 'off', 'stored off');
  });

  await check('no console errors or warnings, no page errors, no failed requests', async () => {
    same(problems, [], 'problems');
  });
} catch (err) {
  couldNotRun(err);
} finally {
  await browser.close();
  server.close();
}

finish(testsStarted);
