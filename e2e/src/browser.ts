import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

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
