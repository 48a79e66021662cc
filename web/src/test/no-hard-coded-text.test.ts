// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedText } from './hard-coded-text';

const root = resolve(__dirname, '../../..');
const src = join(root, 'web/src');

/** Every component and helper of the app: not tests, test helpers or type declarations. */
function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === join(src, 'test') ? [] : appFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('text in web/src', () => {
  it('comes from the translation files', () => {
    const findings = findHardCodedText({ root, tsconfig: join(root, 'tsconfig.json'), files: appFiles(src) });
    const lines = findings.map((f) => `${f.file}:${f.line} ${f.kind}: ${JSON.stringify(f.text)}`);
    if (lines.length) console.log(lines.join('\n'));
    expect(lines).toEqual([]);
  }, 60_000);
});
