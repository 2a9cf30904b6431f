// Finishes a Trunk build (run by Trunk after every build as a post_build hook, see
// Trunk.toml; or by hand: node .ci/finish-build.mjs DIR):
//
// 0. drops the comment lines of the hand-written scripts (boot.js, ai-worker.js, sw.js,
//    sound.js: Trunk copies them as they are), which the player need not download;
// 1. writes Subresource Integrity hashes on index.html's <script src="./boot.js">: its
//    own, and those of the game's glue script and wasm module, which boot.js loads
//    checked; moves the game's style sheet link (Trunk's, with its hash) onto that tag
//    too, so that it does not hold up the first paint (boot.js loads it); and allows the
//    page's inline critical style sheet in its Content-Security-Policy by its SHA-256;
// 2. writes the AI worker module's hash into ai-worker.js, which fetches it checked;
// 3. writes the build's version (a hash of every file) and its file list into sw.js, so
//    the service worker caches exactly this build, and a new build is a new version.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist';

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

async function files(at) {
  const out = [];
  for (const entry of await readdir(at, { withFileTypes: true })) {
    const path = join(at, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

/** Rewrites file `name` of the build with `change`; fails if `pattern` is not found. */
async function edit(name, pattern, change) {
  const path = join(dir, name);
  const text = await readFile(path, 'utf8');
  if (!pattern.test(text)) throw new Error(`finish-build: ${name} has no ${pattern}`);
  await writeFile(path, await change(text));
}

for (const name of ['boot.js', 'ai-worker.js', 'sw.js', 'sound.js']) {
  const path = join(dir, name);
  const text = await readFile(path, 'utf8');
  await writeFile(path, text.split('\n').filter((line) => !/^\s*\/\//.test(line)).join('\n'));
}

const bootTag = /<script[^>]*\bsrc="?\.\/boot\.js"?[^>]*>/;
const hash = async (rel) => sri(await readFile(join(dir, rel)));
await edit('index.html', bootTag, async (html) => {
  const tag = html.match(bootTag)[0];
  const attr = (name) => {
    const m = tag.match(new RegExp(`\\b${name}="?([^" >]+)"?`));
    if (!m) throw new Error(`finish-build: the boot.js tag has no ${name}`);
    return m[1];
  };
  const [js, wasm] = [attr('data-js'), attr('data-wasm')];
  const cssLink = /<link[^>]*\brel="?stylesheet"?[^>]*>/;
  const link = html.match(cssLink);
  if (!link) throw new Error('finish-build: index.html has no style sheet link');
  const css = link[0].match(/\bhref="?([^" >]+)"?/)[1];
  const finished =
    `<script src="./boot.js" integrity="${await hash('boot.js')}" defer` +
    ` data-js="${js}" data-js-integrity="${await hash(js)}"` +
    ` data-wasm="${wasm}" data-wasm-integrity="${await hash(wasm)}"` +
    ` data-css="${css}" data-css-integrity="${await hash(css)}">`;
  return html.replace(cssLink, '').replace(bootTag, finished);
});
const critical = /'sha256-CRITICAL-CSS'/;
await edit('index.html', critical, (html) => {
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]);
  if (styles.length !== 1) throw new Error(`finish-build: index.html has ${styles.length} inline style sheets, not 1`);
  const sha = `'sha256-${createHash('sha256').update(styles[0]).digest('base64')}'`;
  return html.replace(critical, sha);
});
const aiWasm = await hash('dominoes-ai_bg.wasm');
const aiHash = /'(AI_WASM_INTEGRITY|sha384-[^']*)'/;
await edit('ai-worker.js', aiHash, (js) => js.replace(aiHash, `'${aiWasm}'`));

const names = (await files(dir))
  .map((path) => relative(dir, path).split(sep).join('/'))
  .filter((name) => name !== 'sw.js')
  .sort();
const version = createHash('sha256');
for (const name of names) {
  version.update(name);
  version.update(await readFile(join(dir, name)));
}
const list = ['./', ...names.filter((n) => n !== 'index.html').map((n) => `./${n}`)];
const versionLine = /const VERSION = '[^']*';/;
const filesLine = /const FILES = \[[^\]]*\];/;
await edit('sw.js', versionLine, (js) =>
  js
    .replace(versionLine, `const VERSION = '${version.digest('hex').slice(0, 16)}';`)
    .replace(filesLine, `const FILES = ${JSON.stringify(list)};`),
);
console.log(`finish-build: ${list.length} files listed for the service worker`);
