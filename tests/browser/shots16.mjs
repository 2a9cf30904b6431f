import { serveDist, atTable, playOn, SUB } from './harness.mjs';
const { server, base } = await serveDist();
const url = `${base}${SUB}`;
const out = process.argv[2] || '/tmp/shots16';
const fam = process.argv[3] || 'jamaican';
for (const [width, height] of [[360, 740], [740, 360], [1280, 800]]) {
  await atTable(url, { width, height, touch: width < 1000, seed: 7, family: fam, players: fam === 'matador' ? 2 : undefined, pace: 'instant' }, async (page) => {
    await playOn(page, 3);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/${fam}-${width}x${height}.png` });
  });
}
server.close();
