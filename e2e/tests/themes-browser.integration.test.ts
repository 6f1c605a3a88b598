import { describe, expect, it } from 'vitest';
import { usePlatformWithBrowser } from '../src/browser';
import { call } from '../src/http';
import { newShop } from '../src/shops';

/**
 * Publishing visibly changes what buyers see: a real browser opens the preview of a saved
 * draft, then the storefront before and after publishing.
 */
const run = usePlatformWithBrowser();

type Data<T> = { data: T };

describe('theme preview and publishing in a browser', () => {
  it('shows the draft in the preview, then the published page with the change', async () => {
    const { shop, fullKey: token } = await newShop(run.p);
    await call(run.p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Browser Key', price: 4.5, type: 'SERVICE' },
    });
    const created = await call(run.p.gatewayUrl, 'POST', '/dev/v1/themes/control/create', {
      token,
      body: { name: 'Main', base: 'pulse' },
    });
    const theme = (created.body as Data<{ id: string }>).data;
    const base = `/dev/v1/themes/${theme.id}/control`;
    const draft = (await call(run.p.gatewayUrl, 'GET', `${base}/document/draft`, { token })).body as Data<{
      revision: number;
      document: { pages: { sections: { settings: Record<string, unknown> }[] }[] };
    }>;
    const document = structuredClone(draft.data.document);
    document.pages[0]!.sections[0]!.settings.heading = 'Winter keys are here';
    const saved = (
      await call(run.p.gatewayUrl, 'PUT', `${base}/document`, {
        token,
        body: { expected_revision: draft.data.revision, document },
      })
    ).body as Data<{ revision: number }>;
    const preview = (await call(run.p.gatewayUrl, 'POST', `${base}/preview`, { token })).body as Data<{
      url: string;
    }>;

    const context = await run.browser.newContext();
    const page = await context.newPage();
    await page.goto(preview.data.url, { waitUntil: 'load' });
    expect(await page.locator('h1').textContent()).toBe('Winter keys are here');
    expect(await page.locator('#preview-bar').textContent()).toContain(`revision ${saved.data.revision}`);
    expect(await page.locator('.product h3').allTextContents()).toContain('Browser Key');

    await page.goto(`${run.p.gatewayUrl}/store/${shop.slug}`, { waitUntil: 'load' });
    expect(await page.locator('h1').textContent()).not.toBe('Winter keys are here');
    expect(await page.locator('#preview-bar').count()).toBe(0);

    await call(run.p.gatewayUrl, 'POST', `${base}/publish`, {
      token,
      body: { expected_revision: saved.data.revision },
    });
    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('h1').textContent()).toBe('Winter keys are here');
    expect(await page.locator('.price').textContent()).toBe('4.50 EUR');
    await context.close();
  });
});
