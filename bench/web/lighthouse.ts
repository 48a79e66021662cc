// One Lighthouse run of one URL in a fresh headless Chromium: the default config is the mobile preset
// (a phone's screen, simulated slow 4G and a 4x slower CPU), as the figures were measured.

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { TNetworkRequest } from './js-bytes';
import { CATEGORIES, type TCategory, type TRunFigures } from './report';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TLighthouseRun {
  figures: TRunFigures;
  /** The status of the page's own document (the first Document request). */
  documentStatus: number | undefined;
  requests: TNetworkRequest[];
  /** The whole Lighthouse report as JSON (for --save). */
  json: string;
}

// Only audits that are scored count as failing: notApplicable, manual and informative ones carry no
// score a page can fix.
const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

// Lighthouse's own trace sometimes fails on a busy machine (NO_NAVSTART, NO_FCP: "Please run
// Lighthouse again"): such a run is repeated, not counted. A page's own failed answer is not.
const ATTEMPTS = 3;

export async function runLighthouse(url: string): Promise<TLighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (err) {
      if (!(err instanceof LighthouseRuntimeError) || !err.transient || attempt >= ATTEMPTS) throw err;
      console.log(`  (${err.message}; running again)`);
    }
  }
}

class LighthouseRuntimeError extends Error {
  /** Lighthouse's own failure; ERRORED_DOCUMENT_REQUEST and the like are the page's answer (say a 503). */
  readonly transient: boolean;
  constructor(code: string, message: string) {
    super(`${code} ${message}`);
    this.transient = !code.includes('DOCUMENT_REQUEST');
  }
}

async function runOnce(url: string): Promise<TLighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(lhr.runtimeError.code, `on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
    const scores = {} as Record<TCategory, number>;
    const failing = {} as Record<TCategory, string[]>;
    for (const c of CATEGORIES) {
      const category = lhr.categories[c];
      scores[c] = category?.score == null ? Number.NaN : Math.round(category.score * 100);
      failing[c] = (category?.auditRefs ?? [])
        .map((ref) => audit(ref.id))
        .filter((a) => a && SCORED.has(a.scoreDisplayMode) && a.score !== null && a.score < 1)
        .map((a) => a?.id ?? '');
    }
    const details = audit('network-requests')?.details as { items?: TNetworkRequest[] } | undefined;
    const requests = details?.items ?? [];
    return {
      figures: {
        scores,
        lcpMs: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
        fcpMs: numeric('first-contentful-paint'),
        failing,
      },
      documentStatus: requests.find((r) => r.resourceType === 'Document')?.statusCode,
      requests,
      json: typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
    };
  } finally {
    chrome.kill();
  }
}
