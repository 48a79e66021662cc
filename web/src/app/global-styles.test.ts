import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// global-styles.ts imports Mantine's styles per component rather than the whole styles.css. A
// component the app uses without its file renders unstyled, and some then draw nothing at all: the
// Rating's stars were invisible everywhere (one bare radio in a blank box) until Rating.css was
// imported. This reads every component the app imports from '@mantine/core', follows Mantine's own
// build (esm/) from each to the CSS modules it renders with (a Button's Loader and UnstyledButton
// too), and checks global-styles.ts imports each of those files, in styles.css's order.

const ROOT = path.resolve(__dirname, '../../..');
const MANTINE = path.join(ROOT, 'node_modules/@mantine/core');
const ESM = path.join(MANTINE, 'esm');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const APP_SOURCES = sourceFiles(path.join(ROOT, 'web/src')).map((file) => fs.readFileSync(file, 'utf8'));

/** The values (not types) the app imports from '@mantine/core'. */
function usedComponents(): Set<string> {
  const names = new Set<string>();
  for (const src of APP_SOURCES) {
    for (const m of src.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      if (m[1]) continue;
      for (const part of (m[2] ?? '').split(',')) {
        const item = part.trim();
        if (!item || item.startsWith('type ')) continue;
        names.add(item.split(/\s+as\s+/)[0] ?? item);
      }
    }
  }
  return names;
}

/** Every `Component.Part` the app writes (Radio.Group, Input.Wrapper): statics it renders. */
const USED_STATICS = new Set(
  APP_SOURCES.flatMap((src) => [...src.matchAll(/\b[A-Z]\w*\.[A-Z]\w*\b/g)].map((m) => m[0])),
);

const IMPORT = /^import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*"(\.[^"]+)";/gm;
const literal = (s: string) => s.replace(/[$]/g, '\\$&');

/**
 * The CSS modules (their names: 'Button' for Button.module.css) a file of Mantine's build renders
 * with, through its relative imports. An import used only as a static the app never writes
 * (`Radio.Card = RadioCard` when no page renders Radio.Card) is not followed.
 */
function cssModules(file: string, out = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return out;
  seen.add(file);
  const module = /([^/]+)\.module\.mjs$/.exec(file);
  if (module?.[1]) {
    out.add(module[1]);
    return out;
  }
  const src = fs.readFileSync(file, 'utf8');
  for (const m of src.matchAll(IMPORT)) {
    const bindings = [
      ...(m[1] ? [m[1]] : []),
      ...(m[2] ?? '')
        .split(',')
        .map(
          (b) =>
            b
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? '',
        )
        .filter(Boolean),
    ];
    const body = src.replace(m[0], '');
    const onlyUnusedStatics =
      bindings.length > 0 &&
      bindings.every((b) => {
        const uses = [...body.matchAll(new RegExp(`(?<![\\w$.])${literal(b)}(?![\\w$])`, 'g'))];
        const statics = [...body.matchAll(new RegExp(`^([\\w$]+\\.[\\w$]+) = ${literal(b)};$`, 'gm'))];
        return uses.length === statics.length && statics.every((s) => !USED_STATICS.has(s[1] ?? ''));
      });
    if (!onlyUnusedStatics) cssModules(path.join(path.dirname(file), m[3] ?? ''), out, seen);
  }
  return out;
}

/** Where each value exported by '@mantine/core' comes from in its build. */
function exportFiles(): Map<string, string> {
  const index = fs.readFileSync(path.join(ESM, 'index.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const m of index.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";/gm))
    for (const part of (m[1] ?? '').split(','))
      files.set(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
        path.join(ESM, m[2] ?? ''),
      );
  return files;
}

/** The style sheets global-styles.ts imports, in its order ('Rating.css', 'global.css'). */
function importedSheets(): string[] {
  const src = fs.readFileSync(path.join(__dirname, 'global-styles.ts'), 'utf8');
  return [...src.matchAll(/^import '@mantine\/core\/styles\/([^']+)';$/gm)].map((m) => m[1] ?? '');
}

/** Each component's sheet, in the order styles.css holds them (it is their concatenation). */
function stylesCssOrder(): string[] {
  const all = fs.readFileSync(path.join(MANTINE, 'styles.css'), 'utf8');
  return fs
    .readdirSync(path.join(MANTINE, 'styles'))
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .map((name) => ({
      name,
      at: all.indexOf(fs.readFileSync(path.join(MANTINE, 'styles', name), 'utf8').trim()),
    }))
    .filter((sheet) => sheet.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((sheet) => sheet.name);
}

describe("global-styles.ts, Mantine's style sheets", () => {
  const files = exportFiles();

  it('imports the sheet of every @mantine/core component the app renders, and of those they are built on', () => {
    const used = usedComponents();
    expect(used.has('Rating'), 'the reading of the app found its components').toBe(true);
    const imported = new Set(importedSheets());
    const missing: string[] = [];
    for (const name of [...used].sort()) {
      const file = files.get(name);
      if (!file) continue; // a type the index does not hold at run time
      for (const sheet of cssModules(file)) {
        const css = `${sheet}.css`;
        expect(fs.existsSync(path.join(MANTINE, 'styles', css)), `${css} exists for ${name}`).toBe(true);
        if (!imported.has(css)) missing.push(`${name} needs ${css}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("follows a component into the parts it renders, and not into statics the app doesn't write", () => {
    const of = (name: string) => [...cssModules(files.get(name) ?? '')].sort();
    expect(of('Button')).toEqual(['Button', 'Loader', 'UnstyledButton']);
    expect(of('Rating')).toEqual(['Rating']);
    // Radio.Card is not written anywhere in the app: RadioCard.css is not needed for Radio.
    expect(of('Radio')).not.toContain('RadioCard');
  });

  it("imports them in styles.css's order, so the cascade is the one Mantine ships", () => {
    const order = stylesCssOrder();
    const sheets = importedSheets();
    expect(order.length).toBeGreaterThan(50);
    for (const sheet of sheets) expect(order, `${sheet} is one of styles.css's parts`).toContain(sheet);
    expect(sheets).toEqual([...sheets].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });
});
