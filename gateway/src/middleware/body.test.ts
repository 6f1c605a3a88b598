import type { AddressInfo } from 'node:net';
import express from 'express';
import { FormData, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveRoute } from '../routes/route';
import { silentLogger } from '../logger';
import { readBody } from './body';
import { errorHandler } from './error-handler';

/** The orders PUT alias is the one route that reads form and multipart bodies too. */
const aliasRoute = resolveRoute({
  method: 'PUT',
  path: '/dev/v1/orders/{id}',
  service: 'billing',
  procedure: 'orders.update',
  kind: 'mutation',
  body: z.object({ referral_code: z.string() }),
  output: z.object({}),
  envelope: 'data',
  bodyTypes: ['json', 'form', 'multipart'],
  summary: 'x',
});
const jsonOnlyRoute = resolveRoute({ ...aliasRoute, method: 'PATCH', bodyTypes: ['json'] });

let base: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.put('/alias', readBody(aliasRoute), (req, res) => {
    res.json({ body: req.body });
  });
  app.patch('/json', readBody(jsonOnlyRoute), (req, res) => {
    res.json({ body: req.body });
  });
  app.use(errorHandler(silentLogger));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function send(method: 'PUT' | 'PATCH', path: string, body: string | FormData, contentType?: string) {
  const res = await request(`${base}${path}`, {
    method,
    body,
    headers: contentType ? { 'content-type': contentType } : {},
  });
  return { status: res.statusCode, body: (await res.body.json()) as Record<string, unknown> };
}

describe('request body reader', () => {
  it('reads JSON', async () => {
    const res = await send('PUT', '/alias', '{"referral_code":"A1"}', 'application/json');
    expect(res.body).toEqual({ body: { referral_code: 'A1' } });
  });

  it('reads form-encoded bodies on routes that accept them', async () => {
    const res = await send('PUT', '/alias', 'referral_code=B2', 'application/x-www-form-urlencoded');
    expect(res.body).toEqual({ body: { referral_code: 'B2' } });
  });

  it('reads multipart text fields on routes that accept them', async () => {
    const form = new FormData();
    form.set('referral_code', 'C3');
    const res = await send('PUT', '/alias', form);
    expect(res.body).toEqual({ body: { referral_code: 'C3' } });
  });

  it('refuses file uploads in multipart bodies', async () => {
    const form = new FormData();
    form.set('file', new Blob(['secret']), 'a.txt');
    const res = await send('PUT', '/alias', form);
    expect(res.status).toBe(400);
  });

  it('refuses form bodies on JSON-only routes with 415', async () => {
    const res = await send('PATCH', '/json', 'referral_code=B2', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('refuses malformed JSON with 400 and oversized bodies with 413', async () => {
    expect((await send('PUT', '/alias', '{"referral_code":', 'application/json')).status).toBe(400);
    const big = JSON.stringify({ referral_code: 'x'.repeat(1024 * 1024 + 10) });
    const tooLarge = await send('PUT', '/alias', big, 'application/json');
    expect(tooLarge.status).toBe(413);
  });
});
