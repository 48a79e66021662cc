import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The pages strangers land on (home and its results, a post, a landing page, a seller's page) load
// no zod: the browser does not re-validate API answers (the server checks them against the
// contracts), and what these pages need from common/ lives in zod-free modules. This walks each
// route's static imports (type-only imports and lazy import() calls excluded, as the bundle does)
// and names the chain of any module that imports zod.

const ROOT = path.resolve(__dirname, '../../..');
const ENTRIES = [
  'web/src/app/boot.tsx',
  'web/src/app/routes/home-route.tsx',
  'web/src/app/routes/view-post-route.tsx',
  'web/src/app/routes/landing-route.tsx',
  'web/src/app/routes/user-profile-route.tsx',
];
const SUFFIXES = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];
const IMPORT =
  /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gms;

function resolve(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, 'web/src', spec.slice(2));
  else if (spec.startsWith('@common/')) base = path.join(ROOT, 'common', spec.slice('@common/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const suffix of SUFFIXES) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The modules a file's code needs at run time. */
function runtimeImports(file: string): string[] {
  const specs: string[] = [];
  for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (m[4]) specs.push(m[4]);
    else if (!m[1] && m[3]) {
      const braces = /^\{([\s\S]*)\}$/.exec(m[2] ?? '');
      const names = braces?.[1]
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!names?.length || !names.every((n) => n.startsWith('type '))) specs.push(m[3]);
    }
  }
  return specs;
}

function zodChains(entry: string): string[] {
  const parent = new Map<string, string | null>();
  const queue: [string, string | null][] = [[path.join(ROOT, entry), null]];
  const chains: string[] = [];
  while (queue.length > 0) {
    const [file, from] = queue.shift() as [string, string | null];
    if (parent.has(file)) continue;
    parent.set(file, from);
    for (const spec of runtimeImports(file)) {
      if (spec === 'zod' || spec.startsWith('zod/')) {
        const chain: string[] = [];
        for (let f: string | null | undefined = file; f; f = parent.get(f))
          chain.unshift(path.relative(ROOT, f));
        chains.push(chain.join(' -> '));
        continue;
      }
      const next = resolve(spec, file);
      if (next && !parent.has(next)) queue.push([next, file]);
    }
  }
  expect(parent.size).toBeGreaterThan(3); // the walk found the route's modules
  return chains;
}

describe('the first pages a visitor lands on', () => {
  it.each(ENTRIES)('%s reaches no zod', (entry) => {
    expect(zodChains(entry)).toEqual([]);
  });

  it('the walk does find zod where a form uses it', () => {
    expect(zodChains('web/src/app/routes/create-post-route.tsx').length).toBeGreaterThan(0);
  });
});
