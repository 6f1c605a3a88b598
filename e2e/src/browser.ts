import { existsSync } from 'node:fs';
import { type Browser, chromium, type Locator, type Response } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { platform, type TestPlatform } from './platform';

/**
 * Headless Chromium for the browser tests, driven with Playwright (playwright-core): Debian's,
 * which `.ci/run` installs, or CHROMIUM_PATH.
 */
export async function launchChromium(): Promise<Browser> {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium is needed at ${path} (apt-get install chromium).`);
  return chromium.launch({
    executablePath: path,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
}

/**
 * The run's platform and a headless Chromium for one test file, closed when it ends: read
 * `current.p` and `current.browser` inside the tests.
 */
export function usePlatformWithBrowser(): { p: TestPlatform; browser: Browser } {
  const current = {} as { p: TestPlatform; browser: Browser };
  beforeAll(async () => {
    current.p = await platform();
    current.browser = await launchChromium();
  });
  afterAll(async () => {
    await current.browser?.close();
    await current.p?.close();
  });
  return current;
}

/**
 * Clicks something that loads a new document (a link, a form's submit button) and waits until
 * that document has loaded: the page's next main-frame navigation, whatever its URL (a form may
 * post back to the address it came from, which `page.waitForURL` would take as already reached).
 * Resolves to the main response of that document (the last of any redirects), or null.
 */
export async function clickAndWaitForLoad(target: Locator): Promise<Response | null> {
  const page = target.page();
  let response: Response | null = null;
  const onResponse = (candidate: Response) => {
    const request = candidate.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) response = candidate;
  };
  page.on('response', onResponse);
  try {
    await Promise.all([
      page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() }),
      target.click(),
    ]);
    await page.waitForLoadState('load');
    return response;
  } finally {
    page.off('response', onResponse);
  }
}
