import type { Principal } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { ownCredentialActor } from './own-credential';

const base: Principal = {
  kind: 'api_key',
  shop_id: '0193a000-0000-7000-8000-000000000001',
  shop_status: 'active',
  plan: 'free',
  currency: 'EUR',
  credential_id: '0193a000-0000-7000-8000-000000000002',
  scopes: ['*'],
  oauth_client_id: null,
};

describe('the shop’s own credential', () => {
  it('is an API key, named by its id', () => {
    expect(ownCredentialActor(base, 'Keys')).toEqual({
      type: 'api_key',
      id: base.credential_id,
      label: null,
    });
  });

  it('is a member through the dashboard, named by the member', () => {
    const member = '0193a000-0000-7000-8000-000000000003';
    expect(ownCredentialActor({ ...base, kind: 'member_session', member_id: member }, 'Keys')).toEqual({
      type: 'member',
      id: member,
      label: null,
    });
  });

  it('is never an app’s token', () => {
    expect(() =>
      ownCredentialActor({ ...base, kind: 'oauth_token', oauth_client_id: 'shoc_x' }, 'Keys'),
    ).toThrow(/not an app’s token/);
  });
});
