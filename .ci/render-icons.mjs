// Renders .ci/icon-maskable.svg (the icon drawn to the edges, for a launcher's mask) to
// the PNG phones ask for (static/icons/icon-192.png; bigger sizes and the tab take
// static/icons/icon.svg, the same tile on a rounded square) with headless Chromium. Run
// by hand after changing the icon:
//   node .ci/render-icons.mjs
// then shrinks them to a 24-colour palette (a third of the bytes, same look) with Pillow:
//   python3 -m venv /tmp/pil && /tmp/pil/bin/pip install pillow && /tmp/pil/bin/python -c \
//   "from PIL import Image as I;[I.open(f'static/icons/icon-{n}.png').convert('RGB').quantize(24,dither=I.Dither.NONE).save(f'static/icons/icon-{n}.png',optimize=True) for n in (192,)]"
// The PNGs are committed; the build only copies them.
import { chromium } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const icons = join(resolve(here, '..'), 'static', 'icons');
const svg = await readFile(join(here, 'icon-maskable.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const size of [192]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: join(icons, `icon-${size}.png`), omitBackground: false });
  await page.close();
}
await browser.close();
