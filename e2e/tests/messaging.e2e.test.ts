import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/** Messaging-bot journey test runs through the gateway. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

const JOURNEY = '/dev/v1/telegram/bots/support_bot/journeys/welcome-1';

describe('messaging bots', () => {
  it('an empty object is a valid test body: the run is recorded and answered with 200', async () => {
    const { fullKey: token } = await newShop(p);
    const empty = await call(p.gatewayUrl, 'POST', `${JOURNEY}/test`, { token, body: {} });
    expect(empty.status).toBe(200);
    expect((empty.body as { data: unknown }).data).toMatchObject({
      bot_id: 'support_bot',
      journey_id: 'welcome-1',
      status: 'RECORDED',
      input: {},
    });
    const withVariables = await call(p.gatewayUrl, 'POST', `${JOURNEY}/test`, {
      token,
      body: { first_name: 'Ada', order: { total: 12 } },
    });
    expect((withVariables.body as { data: { input: unknown } }).data.input).toEqual({
      first_name: 'Ada',
      order: { total: 12 },
    });
    const runs = await call(p.gatewayUrl, 'GET', `${JOURNEY}/test-runs`, { token });
    expect((runs.body as { data: unknown[] }).data).toHaveLength(2);
  });

  it('a body that is not a JSON object, a reserved variable or a bad bot id is refused in the envelope', async () => {
    const { fullKey: token, shop } = await newShop(p);
    const array = await call(p.gatewayUrl, 'POST', `${JOURNEY}/test`, { token, body: [1, 2] });
    expect(array.status).toBe(422);
    const reserved = await call(p.gatewayUrl, 'POST', `${JOURNEY}/test`, { token, body: { botId: 'x' } });
    expect(reserved.status).toBe(422);
    const badBot = await call(p.gatewayUrl, 'POST', '/dev/v1/telegram/bots/bad%20bot/journeys/j/test', {
      token,
      body: {},
    });
    expect(badBot.status).toBe(422);
    expect(errorOf(badBot).details?.[0]?.field).toBe('botId');
    const reader = await newKey(p, shop.id, ['telegram.read']);
    expect(
      (await call(p.gatewayUrl, 'POST', `${JOURNEY}/test`, { token: reader.api_key, body: {} })).status,
    ).toBe(403);
  });
});
