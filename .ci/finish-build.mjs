// Finishes a Trunk build (run by Trunk after every build as a post_build hook, see
// Trunk.toml; or by hand: node .ci/finish-build.mjs DIR):
//
// 0. drops the comment lines, blank lines and indentation of the hand-written scripts
//    (boot.js, ai-worker.js, sw.js, sound.js: Trunk copies them as they are), which the
//    player need not download; and
//    gives the imports of the game's wasm module short names, in the module and in its
//    glue script alike (see `shortenImports`);
// 1. writes Subresource Integrity hashes on index.html's <script src="./boot.js">: its
//    own, and those of the game's glue script and wasm module, which boot.js loads
//    checked; moves the game's style sheet link (Trunk's, with its hash) onto that tag
//    too, so that it does not hold up the first paint (boot.js loads it); and allows the
//    page's inline critical style sheet in its Content-Security-Policy by its SHA-256;
// 2. writes the names of the game's glue script and module, and the module's hash, into
//    ai-worker.js: the AI worker runs that same module (src/bin/web.rs), fetched checked;
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
  // Each line without its indentation, and no blank lines: none of these scripts has a
  // string or template literal running over lines.
  await writeFile(path, text.split(/\r?\n/).filter((line) => !/^\s*(\/\/.*)?$/.test(line)).map((line) => line.trim()).join('\n'));
}

/** The unsigned LEB128 encoding of `n`, as wasm writes sizes and counts. */
function leb(n) {
  const out = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
}

/** The name of import `i`: a, b, ... Z, aa, ab, ... (short and a valid JS key). */
function shortName(i) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  do {
    name = letters[i % 52] + name;
    i = Math.floor(i / 52) - 1;
  } while (i >= 0);
  return name;
}

/**
 * Renames every import of wasm module `wasmName` to a short name, in the module's
 * import section and in its wasm-bindgen glue `jsName` (which passes the imports as one
 * object literal, a key per import, under the module name `./NAME_bg.js`). wasm-bindgen
 * names most imports `__wbg_NAME_` plus 16 hex digits of a hash, which gzip cannot
 * shrink: the game's module and glue were 5.2 KB (gzip) larger with them. The glue is
 * the only code that sees these names. Fails the build if a name is not found exactly
 * once in the glue; does nothing to a module already done (a second run on one build).
 */
async function shortenImports(wasmName, jsName) {
  const wasm = await readFile(join(dir, wasmName));
  let js = await readFile(join(dir, jsName), 'utf8');
  let at = 8;
  const u32 = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = wasm[at++];
      value |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    return value >>> 0;
  };
  const text = () => {
    const length = u32();
    at += length;
    return wasm.subarray(at - length, at).toString('utf8');
  };
  const out = [wasm.subarray(0, 8)];
  const modules = new Map();
  while (at < wasm.length) {
    const id = wasm[at++];
    const size = u32();
    const end = at + size;
    if (id === 7) {
      // Exports: the closure adapters' names end in a hash too (`..._invoke__h` and 16
      // hex digits); the glue reads them as properties of the module's exports.
      const count = u32();
      const body = [...leb(count)];
      for (let i = 0; i < count; i += 1) {
        let name = text();
        const start = at;
        at += 1;
        u32();
        if (/^[\w$]*__h[0-9a-f]{16}[\w$]*$/.test(name)) {
          const whole = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
          if (!whole.test(js)) throw new Error(`finish-build: ${jsName} never uses export ${name}`);
          js = js.replace(whole, `x${i}`);
          name = `x${i}`;
        }
        const n = Buffer.from(name);
        body.push(...leb(n.length), ...n, ...wasm.subarray(start, at));
      }
      if (at !== end) throw new Error(`finish-build: ${wasmName}'s export section was misread`);
      out.push(Buffer.from([7, ...leb(body.length)]), Buffer.from(body));
      continue;
    }
    if (id !== 2) {
      out.push(Buffer.from([id, ...leb(size)]), wasm.subarray(at, end));
      at = end;
      continue;
    }
    const count = u32();
    const body = [...leb(count)];
    for (let i = 0; i < count; i += 1) {
      const module = text();
      const field = text();
      if (!module.endsWith('.js')) return; // renamed already
      const start = at;
      const kind = wasm[at++];
      if (kind === 0) u32(); // a function: its type
      else if (kind === 3) at += 2; // a global: its type and mutability
      else if (kind === 1 || kind === 2) {
        if (kind === 1) at += 1; // a table: its element type, then limits as a memory's
        const flags = wasm[at++];
        u32();
        if (flags & 1) u32();
      } else throw new Error(`finish-build: ${wasmName} has an import of kind ${kind}`);
      if (!modules.has(module)) modules.set(module, `m${modules.size}`);
      const name = shortName(i);
      const whole = new RegExp(`(?<![\\w$])${field.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
      const found = (js.match(whole) || []).length;
      if (!/^[\w$]+$/.test(field) || found !== 1) {
        throw new Error(`finish-build: ${jsName} has import ${field} ${found} times, not once`);
      }
      js = js.replace(whole, name);
      const [m, f] = [Buffer.from(modules.get(module)), Buffer.from(name)];
      body.push(...leb(m.length), ...m, ...leb(f.length), ...f, ...wasm.subarray(start, at));
    }
    if (at !== end) throw new Error(`finish-build: ${wasmName}'s import section was misread`);
    out.push(Buffer.from([2, ...leb(body.length)]), Buffer.from(body));
  }
  for (const [module, name] of modules) {
    const quoted = JSON.stringify(module);
    const found = js.split(quoted).length - 1;
    if (found !== 1) throw new Error(`finish-build: ${jsName} names module ${module} ${found} times, not once`);
    js = js.replace(quoted, JSON.stringify(name));
  }
  await writeFile(join(dir, wasmName), Buffer.concat(out));
  await writeFile(join(dir, jsName), js);
}

const bootTag = /<script[^>]*\bsrc="?\.\/boot\.js"?[^>]*>/;
{
  const tag = (await readFile(join(dir, 'index.html'), 'utf8')).match(bootTag);
  const js = tag && tag[0].match(/\bdata-js="?([^" >]+)"?/);
  const wasm = tag && tag[0].match(/\bdata-wasm="?([^" >]+)"?/);
  if (!js || !wasm) throw new Error('finish-build: the boot.js tag names no glue or wasm');
  await shortenImports(wasm[1].replace(/^\.\//, ''), js[1].replace(/^\.\//, ''));
}
const hash = async (rel) => sri(await readFile(join(dir, rel)));
await edit('index.html', bootTag, async (html) => {
  const tag = html.match(bootTag)[0];
  const attr = (name) => {
    const m = tag.match(new RegExp(`\\b${name}="?([^" >]+)"?`));
    if (!m) throw new Error(`finish-build: the boot.js tag has no ${name}`);
    return m[1];
  };
  const [js, wasm] = [attr('data-js'), attr('data-wasm')];
  const worker = /const build = \{[^}\n]*\};/;
  const wasmHash = await hash(wasm);
  const names = { js, wasm, integrity: wasmHash };
  await edit('ai-worker.js', worker, (text) => text.replace(worker, `const build = ${JSON.stringify(names)};`));
  const cssLink = /<link[^>]*\brel="?stylesheet"?[^>]*>/;
  const link = html.match(cssLink);
  if (!link) throw new Error('finish-build: index.html has no style sheet link');
  const css = link[0].match(/\bhref="?([^" >]+)"?/)[1];
  const finished =
    `<script src="./boot.js" integrity="${await hash('boot.js')}" defer` +
    ` data-js="${js}" data-js-integrity="${await hash(js)}"` +
    ` data-wasm="${wasm}" data-wasm-integrity="${wasmHash}"` +
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
