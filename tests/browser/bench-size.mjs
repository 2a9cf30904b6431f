// Size profile of the game's wasm module (the page's and its AI worker's): where the
// page's bytes go, by function and by crate.
//
// The module in dist/ has no names (wasm-opt and the build strip them), so this reads
// the one Cargo built before wasm-bindgen and wasm-opt ran
// (target/wasm32-unknown-unknown/web/dominoes-web.wasm, from the last
// `trunk build --release`), runs wasm-bindgen on it (which keeps the name section), and
// prints: every section's size raw and gzipped (the code, the data, the
// imports...), the largest functions by body size with their Rust names, and the code
// summed by crate and module path. Sizes are before wasm-opt (which shrinks the code by
// about a tenth and inlines some small functions into their callers), so they rank the
// candidates; `bench-load.mjs` measures what a change really saves.
//
// Run after `trunk build --release`:   node tests/browser/bench-size.mjs [TOP]

import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './harness.mjs';

const top = Number(process.argv[2] || 40);
const which = ['web'];
const SECTIONS = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'elem', 'code', 'data', 'datacount'];

/** Sections, function bodies and function names of a wasm binary. */
function parse(wasm) {
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
  const sections = [];
  const bodies = [];
  const names = new Map();
  let imported = 0;
  while (at < wasm.length) {
    const id = wasm[at++];
    const size = u32();
    const start = at;
    const end = at + size;
    const name = id === 0 ? text() : SECTIONS[id] || `#${id}`;
    sections.push({ name, bytes: wasm.subarray(start, end) });
    if (id === 2) {
      for (let n = u32(); n > 0; n -= 1) {
        text();
        text();
        const kind = wasm[at++];
        if (kind === 0) {
          u32();
          imported += 1;
        } else if (kind === 3) at += 2;
        else {
          if (kind === 1) at += 1;
          if (wasm[at++] & 1) u32();
          u32();
        }
      }
    } else if (id === 10) {
      for (let n = u32(), i = 0; i < n; i += 1) {
        const length = u32();
        bodies.push({ index: imported + i, size: length });
        at += length;
      }
    } else if (name === 'name') {
      while (at < end) {
        const sub = wasm[at++];
        const subEnd = u32() + at;
        if (sub === 1) {
          for (let n = u32(); n > 0; n -= 1) {
            const index = u32();
            names.set(index, text());
          }
        }
        at = subEnd;
      }
    }
    at = end;
  }
  return { sections, bodies, names };
}

/** "crate::module" of a Rust function name (the trait's for `<T as Trait>::f`). */
function owner(name) {
  const bare = name.replace(/^[<&_]+/, '').replace(/\[[0-9a-f]+\]/g, '');
  const m = bare.match(/^[A-Za-z_][\w]*(::[a-z_][\w]*)?/);
  return m ? m[0] : bare.slice(0, 30);
}

const out = await mkdtemp(join(tmpdir(), 'dominoes-size-'));
try {
  for (const bin of which) {
    const built = join(root, 'target', 'wasm32-unknown-unknown', 'web', `dominoes-${bin}.wasm`);
    execFileSync('wasm-bindgen', ['--no-typescript', '--target', 'no-modules', '--out-dir', out, built]);
    const { sections, bodies, names } = parse(await readFile(join(out, `dominoes-${bin}_bg.wasm`)));
    console.log(`\n== dominoes-${bin} (before wasm-opt; names kept)`);
    for (const s of sections.filter((s) => s.name !== 'name')) {
      const gz = gzipSync(s.bytes, { level: 9 }).length;
      console.log(`${`section ${s.name}`.padEnd(28)} ${String(s.bytes.length).padStart(8)} raw ${String(gz).padStart(8)} gzip`);
    }
    const named = bodies.map((b) => ({ ...b, name: (names.get(b.index) || '?').replace(/::h[0-9a-f]{16}$/, '') }));
    named.sort((a, b) => b.size - a.size);
    console.log(`\n${named.length} functions, ${named.reduce((sum, f) => sum + f.size, 0)} bytes of code; the ${top} largest:`);
    for (const f of named.slice(0, top)) console.log(`${String(f.size).padStart(8)}  ${f.name.slice(0, 150)}`);
    const byOwner = new Map();
    for (const f of named) byOwner.set(owner(f.name), (byOwner.get(owner(f.name)) || 0) + f.size);
    console.log(`\ncode by crate and module (the ${top} largest):`);
    for (const [k, v] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${String(v).padStart(8)}  ${k}`);
  }
} finally {
  await rm(out, { recursive: true, force: true });
}
