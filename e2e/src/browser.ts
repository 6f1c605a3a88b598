import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { platform, type TestPlatform } from './platform';

/**
 * Headless Chromium for the browser tests: Debian's, which `.ci/run` installs, or
 * CHROMIUM_PATH.
 */
export async function launchChromium(): Promise<Browser> {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium is needed at ${path} (apt-get install chromium).`);
  return puppeteer.launch({
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
