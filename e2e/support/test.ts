import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

// A server-rendered page shows its content before the app's JavaScript has started (web/src/main.tsx
// starts it after the first paint), and a click or a keystroke before then goes to markup the app
// has not taken over yet. A person takes longer than that to read and reach for the page; a test
// does not, so each navigation waits until the app marks <html data-app-ready> (web/src/app/app.tsx),
// on every page of every context (pages opened by newPage, contexts made by browser.newContext).
// main.tsx marks data-app-starting as it runs: a page without it (scripts off) is not waited for.

const APP_READY = 'data-app-ready';
const patched = new WeakSet<object>();

/** Until the app is ready; at once for a page that is not the app or where scripts do not run. */
async function untilAppReady(page: Page) {
  await page.waitForFunction((ready) => {
    const html = document.documentElement;
    if (!document.getElementById('root') || !html.hasAttribute('data-app-starting')) return true;
    return html.hasAttribute(ready);
  }, APP_READY);
}

function waitAfterNavigations(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilAppReady(page);
        return response;
      },
    });
  }
}

function waitInContext(context: BrowserContext, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled === false || patched.has(context)) return;
  patched.add(context);
  for (const page of context.pages()) waitAfterNavigations(page);
  context.on('page', waitAfterNavigations);
}

/** Playwright's test, pointed at the server that global-setup started. */
export const test = base.extend<object, { appReadyContexts: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    waitInContext(context, javaScriptEnabled);
    await use(context);
  },
  appReadyContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        waitInContext(context, options?.javaScriptEnabled);
        return context;
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});
export { expect };

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  // A dialog still fading in has a half-transparent title that fails the contrast rule: let every
  // running transition and animation end first, so axe sees what the person sees.
  // Endless ones (a loader's spin) are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target).join(', ')}`,
  );
  expect(summary, 'serious accessibility violations').toEqual([]);
}
