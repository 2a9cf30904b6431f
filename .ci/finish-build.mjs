// Finishes a Trunk build (run by Trunk after every build as a post_build hook, see
// Trunk.toml; or by hand: node .ci/finish-build.mjs DIR):
//
// 0. drops the comment lines, blank lines and indentation of the hand-written scripts
//    (boot.js, ai-worker.js, sw.js, sound.js: Trunk copies them as they are), which the
//    player need not download;
//    optimizes the game's wasm module with wasm-opt, its functions ordered so that gzip
//    finds each one's likes close behind it (see `optimize`); and
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
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The sections of wasm module `wasm`: id, and where the body starts and ends. */
function sections(wasm) {
  const out = [];
  const at = { at: 8 };
  while (at.at < wasm.length) {
    const head = at.at;
    const id = wasm[at.at++];
    const size = readU32(wasm, at);
    out.push({ id, head, start: at.at, end: at.at + size });
    at.at += size;
  }
  return out;
}

/** Reads an unsigned LEB128 number of `wasm` at `p.at`, moving `p.at` past it. */
function readU32(wasm, p) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = wasm[p.at++];
    value |= (byte & 0x7f) << shift;
    shift += 7;
  } while (byte & 0x80);
  return value >>> 0;
}

/** Reads a name (a length, then UTF-8) of `wasm` at `p.at`. */
function readName(wasm, p) {
  const length = readU32(wasm, p);
  p.at += length;
  return wasm.subarray(p.at - length, p.at).toString('utf8');
}

/**
 * What ordering needs of module `wasm`: its function names by index (`null` where it
 * has no name section: wasm-opt has written it already), the bodies of the functions it
 * defines, and the name section's place.
 */
function functions(wasm) {
  let imported = 0;
  const bodies = [];
  let names = null;
  let nameSection = null;
  for (const s of sections(wasm)) {
    const p = { at: s.start };
    if (s.id === 2) {
      for (let n = readU32(wasm, p); n > 0; n -= 1) {
        readName(wasm, p);
        readName(wasm, p);
        const kind = wasm[p.at++];
        if (kind === 0) {
          readU32(wasm, p);
          imported += 1;
        } else if (kind === 1 || kind === 2) {
          if (kind === 1) p.at += 1;
          const flags = wasm[p.at++];
          readU32(wasm, p);
          if (flags & 1) readU32(wasm, p);
        } else if (kind === 3) p.at += 2;
        else throw new Error(`finish-build: an import of kind ${kind}`);
      }
    } else if (s.id === 10) {
      for (let n = readU32(wasm, p); n > 0; n -= 1) {
        const size = readU32(wasm, p);
        bodies.push(wasm.subarray(p.at, p.at + size));
        p.at += size;
      }
    } else if (s.id === 0 && readName(wasm, p) === 'name') {
      nameSection = s;
      names = new Map();
      while (p.at < s.end) {
        const sub = wasm[p.at++];
        const end = readU32(wasm, p) + p.at;
        if (sub === 1) {
          for (let n = readU32(wasm, p); n > 0; n -= 1) {
            const index = readU32(wasm, p);
            names.set(index, readName(wasm, p));
          }
        }
        p.at = end;
      }
    }
  }
  return { imported, bodies, names, nameSection };
}

/**
 * An order of `bodies` in which each follows the ones most like it: starting from the
 * first, the next is always the one most like those just placed (likeness to the last
 * counts whole, to the one before 0.7 of it, and so on). Two bodies are alike by how
 * many of their 4-byte runs they share, estimated from 64 minimum hashes each.
 */
function likenessOrder(bodies) {
  const H = 64;
  const signatures = bodies.map((body) => {
    const sig = new Uint32Array(H).fill(0xffffffff);
    for (let i = 0; i + 4 <= body.length; i += 1) {
      const run = (body[i] | (body[i + 1] << 8) | (body[i + 2] << 16) | (body[i + 3] << 24)) >>> 0;
      for (let h = 0; h < H; h += 1) {
        let x = Math.imul(run ^ Math.imul(h + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
        x = (x ^ (x >>> 13)) >>> 0;
        if (x < sig[h]) sig[h] = x;
      }
    }
    return sig;
  });
  const n = bodies.length;
  const score = new Float64Array(n);
  const placed = new Uint8Array(n);
  const order = [];
  for (let next = 0; order.length < n; ) {
    order.push(next);
    placed[next] = 1;
    const a = signatures[next];
    let best = -1;
    for (let j = 0; j < n; j += 1) {
      if (placed[j]) continue;
      const b = signatures[j];
      let same = 0;
      for (let h = 0; h < H; h += 1) if (a[h] === b[h]) same += 1;
      score[j] = score[j] * 0.7 + same;
      if (best < 0 || score[j] > score[best]) best = j;
    }
    next = best;
  }
  return order;
}

/** The wasm-opt of npm's binaryen that package.json pins (`.ci/setup` installs it). */
const WASM_OPT = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'wasm-opt');

/** wasm-opt's passes for the game's module. */
const PASSES = [
  // Small first: after -Oz, flattening and re-reloop then -Oz twice more save about 1 KB
  // gzip.
  '-Oz',
  // Memory starts zeroed and its lowest 1 KB is unused (true of Rust's wasm: the stack
  // sits below the data, growing down): 1.1 KB.
  '--low-memory-unused',
  '--zero-filled-memory',
  '--flatten',
  '--rereloop',
  '-Oz',
  '-Oz',
  // For tools only.
  '--strip-producers',
  '--strip-target-features',
  // The order of the functions: by name (their names, as `optimize` sets them).
  '--reorder-functions-by-name',
];

/**
 * Optimizes wasm module `wasmName` (Trunk leaves it to this, `data-wasm-opt="0"`), with
 * its functions in an order that gzip likes: gzip finds repeats within the last 32 KB, and
 * Rust's code has many near twins (one generic function for each type it serves, a
 * component's hooks). A first pass (`-g`, names kept) optimizes it as usual; its
 * functions are then ordered by likeness (`likenessOrder`, on their optimized code), the
 * module's function names are set to their places in that order, and the second pass,
 * the real one, sorts the functions by those names (and writes no names). Measured on
 * session 37's build, gzip -9: by likeness 274,778 bytes, by Rust's names 277,415, in
 * the linker's order 280,768 (before the imports' short names). Does nothing to a module
 * whose imports have their short names (a second run on one build); one built without
 * names is optimized all the same, unordered. Fails the build where the package's
 * wasm-opt is missing.
 */
async function optimize(wasmName) {
  const path = join(dir, wasmName);
  const module = await readFile(path);
  const { imported, names, nameSection } = functions(module);
  if (!existsSync(WASM_OPT)) throw new Error(`finish-build: no ${WASM_OPT}: run bash .ci/setup`);
  const wasmOpt = (args) => execFileSync(WASM_OPT, args, { stdio: 'inherit' });
  if (!names) {
    // Done already (its imports have short names), or built without names (a profile
    // that strips symbols): then optimized all the same, in the order it has.
    if (!shortened(module)) {
      console.warn(`finish-build: ${wasmName} has no function names: optimized without ordering`);
      wasmOpt([path, '-o', path, ...PASSES]);
    }
    return;
  }
  const first = `${path}.first`;
  wasmOpt([path, '-o', first, '-g', ...PASSES]);
  const optimized = functions(await readFile(first));
  await rm(first);
  const place = new Map();
  likenessOrder(optimized.bodies).forEach((j, rank) => {
    const name = optimized.names.get(optimized.imported + j);
    // (Functions the first pass made have none.)
    if (name !== undefined) place.set(name, rank);
  });
  // The functions the module defines, by their places; those the first pass removed or
  // merged after them (imports need no name to be sorted).
  const keys = [...names.entries()].filter(([index]) => index >= imported).sort((a, b) => a[0] - b[0]);
  const sub = [...leb(keys.length)];
  for (const [index, name] of keys) {
    const key = Buffer.from(String(place.get(name) ?? optimized.bodies.length + index).padStart(7, '0'));
    sub.push(...leb(index), ...leb(key.length), ...key);
  }
  const title = Buffer.from('name');
  const payload = [...leb(title.length), ...title, 1, ...leb(sub.length), ...sub];
  const renamed = Buffer.concat([
    module.subarray(0, nameSection.head),
    Buffer.from([0, ...leb(payload.length), ...payload]),
    module.subarray(nameSection.end),
  ]);
  await writeFile(path, renamed);
  wasmOpt([path, '-o', path, ...PASSES]);
}

/** Whether the imports of module `wasm` have their short names already (see `shortenImports`). */
function shortened(wasm) {
  const imports = sections(wasm).find((s) => s.id === 2);
  if (!imports) return false;
  const p = { at: imports.start };
  return readU32(wasm, p) > 0 && !readName(wasm, p).endsWith('.js');
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
  const p = { at: 8 };
  const u32 = () => readU32(wasm, p);
  const text = () => readName(wasm, p);
  const out = [wasm.subarray(0, 8)];
  const modules = new Map();
  while (p.at < wasm.length) {
    const id = wasm[p.at++];
    const size = u32();
    const end = p.at + size;
    if (id === 7) {
      // Exports: the closure adapters' names end in a hash too (`..._invoke__h` and 16
      // hex digits); the glue reads them as properties of the module's exports.
      const count = u32();
      const body = [...leb(count)];
      for (let i = 0; i < count; i += 1) {
        let name = text();
        const start = p.at;
        p.at += 1;
        u32();
        if (/^[\w$]*__h[0-9a-f]{16}[\w$]*$/.test(name)) {
          const whole = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
          if (!whole.test(js)) throw new Error(`finish-build: ${jsName} never uses export ${name}`);
          js = js.replace(whole, `x${i}`);
          name = `x${i}`;
        }
        const n = Buffer.from(name);
        body.push(...leb(n.length), ...n, ...wasm.subarray(start, p.at));
      }
      if (p.at !== end) throw new Error(`finish-build: ${wasmName}'s export section was misread`);
      out.push(Buffer.from([7, ...leb(body.length)]), Buffer.from(body));
      continue;
    }
    if (id !== 2) {
      out.push(Buffer.from([id, ...leb(size)]), wasm.subarray(p.at, end));
      p.at = end;
      continue;
    }
    const count = u32();
    const body = [...leb(count)];
    for (let i = 0; i < count; i += 1) {
      const module = text();
      const field = text();
      if (!module.endsWith('.js')) return; // renamed already
      const start = p.at;
      const kind = wasm[p.at++];
      if (kind === 0) u32(); // a function: its type
      else if (kind === 3) p.at += 2; // a global: its type and mutability
      else if (kind === 1 || kind === 2) {
        if (kind === 1) p.at += 1; // a table: its element type, then limits as a memory's
        const flags = wasm[p.at++];
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
      body.push(...leb(m.length), ...m, ...leb(f.length), ...f, ...wasm.subarray(start, p.at));
    }
    if (p.at !== end) throw new Error(`finish-build: ${wasmName}'s import section was misread`);
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
  await optimize(wasm[1].replace(/^\.\//, ''));
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
