/**
 * One headless Chromium per test file (Debian's, driven by playwright-core) and a fresh browser
 * context per test, so no test sees another's localStorage, cookies or routes.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface BrowserSession {
  /** The page of the current test, in its own context. */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Base URL of the SPA served by the local stack (vite preview of a production build). */
  readonly appUrl: string;
}

/** Call once at the top of a test file. */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const appUrl = inject('stack').appUrl;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(SCREEN_WAIT.timeout);
    pageErrors.length = 0;
    watchForPageErrors(context);
    page = await context.newPage();
  });
  afterEach(async () => {
    if (context) await closeContext(context);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  return {
    get page() {
      if (!page) throw new Error('No page: use it inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('No context: use it inside a test');
      return context;
    },
    appUrl,
  };
}

const pageErrors: string[] = [];

/**
 * An uncaught exception or unhandled rejection in any page of a test is a fault a person may never see
 * on screen (a screen half-updated, a retry that never ran): the test fails with it. Contexts a test
 * opens besides its own (a reviewer, a second device) are watched with this too.
 */
export function watchForPageErrors(context: BrowserContext): void {
  context.on('weberror', (error) => pageErrors.push(describePageError(error.error())));
}

function describePageError(error: Error): string {
  const origin = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
  return `${error.name}: ${error.message}${origin ? ` (${origin.trim()})` : ''}`;
}

/**
 * Closes a context whose pages may still have request interceptions running (an SWR revalidation
 * caught by `page.route` as the test ends): they are dropped first, so a handler still calling
 * `route.fetch()` or `route.continue()` cannot fail after the close as an unhandled rejection.
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

/**
 * How long a locator or `expect.poll` waits for the screen to catch up (not Playwright's 30 s or
 * `expect.poll`'s 1 s): a hang limit that a busy 2-core machine does not reach while the page still
 * gets there.
 */
export const SCREEN_WAIT = { timeout: 60_000 } as const;

/** The page's main heading, once it is on screen. */
export async function mainHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}
