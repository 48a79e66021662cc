// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findHardCodedText, hasWords } from './hard-coded-text';

// The check's own rules, on a small project of fixture files.
const dir = mkdtempSync(join(tmpdir(), 'hard-coded-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function scan(source: string, allow?: { file: string; text: string; reason: string }[]) {
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { jsx: 'preserve', noLib: true, types: [] }, include: ['*.tsx'] }),
  );
  writeFileSync(join(dir, 'fixture.tsx'), source);
  return findHardCodedText({
    root: dir,
    tsconfig: join(dir, 'tsconfig.json'),
    files: [join(dir, 'fixture.tsx')],
    allow,
  }).map((f) => `${f.line} ${f.kind}: ${f.text}`);
}

describe('finding hard-coded text', () => {
  it('finds JSX text and literal children, with their line', () => {
    expect(
      scan(
        `const a = <p>\n  Hello there\n</p>;\nconst b = <p>{'Saved'}</p>;\nconst c = <p>{ok ? 'Yes' : 'No'}</p>;`,
      ),
    ).toEqual(['2 JSX text: Hello there', '4 JSX child: Saved', '5 JSX child: Yes', '5 JSX child: No']);
  });

  it('finds text given to the props a person reads or hears, and template literals with words', () => {
    expect(
      scan(
        [
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's own source
          'const a = <button aria-label="Close" title={`Photo ${n} of ${m}`} />;',
          'const b = <TextInput label="Email" placeholder={x || "you@example.com"} description={t("ok")} />;',
          'const c = <img alt="" className="hero wide" data-testid="hero" />;',
        ].join('\n'),
      ),
    ).toEqual([
      '1 prop aria-label: Close',
      '1 prop title: Photo of',
      '2 prop label: Email',
      '2 prop placeholder: you@example.com',
    ]);
  });

  it('finds text in notifications, confirm modals, alerts and the page title', () => {
    expect(
      scan(
        [
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's own source
          "notifications.show({ title: 'Saved', message: `${n} posts renewed`, color: 'green' });",
          "openConfirmModal({ labels: { confirm: 'Delete', cancel: 'Keep' } });",
          "window.confirm('Leave?'); alert(t('x'));",
          "document.title = 'Home';",
        ].join('\n'),
      ),
    ).toEqual([
      '1 property title: Saved',
      '1 property message: posts renewed',
      '2 property confirm: Delete',
      '2 property cancel: Keep',
      '3 window.confirm(): Leave?',
      '4 document.title =: Home',
    ]);
  });

  it('finds sentences anywhere else: constants, helpers, comparisons, lists and default values', () => {
    expect(
      scan(
        [
          "const EMPTY = 'No posts yet';",
          "const ok = error.message === 'Post not found';",
          "const b = <Select data={['New', 'Used', { value: 'x', label: 'Remanufactured' }]} />;",
          "const c = t('posts.none', 'Nothing here');",
          "const d = t('posts.none', { defaultValue: 'Nothing' });",
        ].join('\n'),
      ),
    ).toEqual([
      '1 sentence: No posts yet',
      '2 sentence: Post not found',
      '3 prop data: New',
      '3 prop data: Used',
      '3 property label: Remanufactured',
      '4 t() default: Nothing here',
      '5 property defaultValue: Nothing',
    ]);
  });

  it('leaves code alone: class names, styles, media queries, logs, Errors and single words', () => {
    expect(
      scan(
        [
          "const a = <div className='card wide' style={{ border: '1px solid red' }} />;",
          "const q = useMediaQuery('(max-width: 40em)'); const cls = clsx('card wide', x && 'is open');",
          "console.warn('socket went away'); throw new Error('no such post here');",
          "const KIND = 'Spam'; const key = t('posts.none');",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('finds library components left with their own English words', () => {
    expect(
      scan(
        [
          "const a = <PasswordInput label={t('p')} />;",
          "const b = <PasswordInput label={t('p')} visibilityToggleButtonProps={{ 'aria-label': t('v') }} />;",
          "const c = <Carousel.Slide aria-roledescription={t('s')}>{x}</Carousel.Slide>;",
        ].join('\n'),
      ),
    ).toEqual([
      '1 PasswordInput without visibilityToggleButtonProps: Toggle password visibility',
      '3 Carousel.Slide without aria-label: Carousel slide',
    ]);
  });

  it('lets punctuation, numbers, symbols, emoji, the brand, URLs and translated text through', () => {
    expect(
      scan('const a = <p>— {t("k")} · 42 % 🚗 → PartsYard <a href="https://x.y" title="/help">…</a></p>;'),
    ).toEqual([]);
    expect(hasWords(' 1 234,56 $ ')).toBe(false);
    expect(hasWords('PartsYard')).toBe(false);
    expect(hasWords('km')).toBe(true);
    expect(hasWords('à')).toBe(true);
  });

  it('sets aside an allowed text only in its own file', () => {
    const allowed = { file: 'fixture.tsx', text: 'NIV', reason: 'a test' };
    expect(scan('const a = <abbr>NIV</abbr>;', [allowed])).toEqual([]);
    expect(scan('const a = <abbr>NIV</abbr>;', [{ ...allowed, file: 'other.tsx' }])).toEqual([
      '1 JSX text: NIV',
    ]);
  });
});
