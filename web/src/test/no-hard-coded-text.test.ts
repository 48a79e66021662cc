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

/**
 * Sentences that stay in code, each with why no person reads it. An entry names its file and its
 * exact text; a line number would make every edit above it a failure.
 */
const ALLOWED = [
  ...[
    'web/src/lib/api-client.ts',
    'web/src/lib/upload-file.ts',
    'web/src/features/accounts/api/export-data.ts',
  ].map((file) => ({
    file,
    text: 'Network error',
    reason: "an ApiError NETWORK's message, for logs: screens say t('api.network') (apiErrorMessage)",
  })),
  {
    file: 'web/src/lib/api-client.ts',
    text: 'The server answered with something other than JSON.',
    reason: "an INVALID_RESPONSE ApiError's message, for logs: screens say t('api.generic')",
  },
  {
    file: 'web/src/lib/upload-file.ts',
    text: 'The upload was cancelled.',
    reason: 'the AbortError of a cancelled upload: not an ApiError, so no screen shows its message',
  },
  {
    file: 'web/src/features/messages/live/live-socket.ts',
    text: 'no pong',
    reason: "the live socket's close reason, sent to no one (the socket reconnects)",
  },
];

describe('text in web/src', () => {
  it('comes from the translation files', () => {
    const findings = findHardCodedText({
      root,
      tsconfig: join(root, 'tsconfig.json'),
      files: appFiles(src),
      allow: ALLOWED,
    });
    const lines = findings.map((f) => `${f.file}:${f.line} ${f.kind}: ${JSON.stringify(f.text)}`);
    if (lines.length) console.log(lines.join('\n'));
    expect(lines).toEqual([]);
  }, 60_000);
});
