import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConnectionError, findConnection, RUNTIME_FILE } from './connection';

describe('finding the platform', () => {
  it('prefers the production environment variables', () => {
    const connection = findConnection(
      { SHOPFORGE_OPERATOR_TOKEN: 'sfop_x', OAUTH_SERVICE_URL: 'http://oauth:4101' },
      '/',
      '/nowhere',
    );
    expect(connection).toEqual({ oauthUrl: 'http://oauth:4101', operatorToken: 'sfop_x' });
  });

  it('reads the embedded platform’s runtime file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-cli-'));
    writeFileSync(
      join(dir, RUNTIME_FILE),
      JSON.stringify({ services: { oauth: 'http://127.0.0.1:5555' }, operator_token: 'sfop_y' }),
    );
    expect(findConnection({}, '/', dir)).toEqual({
      oauthUrl: 'http://127.0.0.1:5555',
      operatorToken: 'sfop_y',
    });
  });

  it('explains how to start the platform when none is running', () => {
    expect(() => findConnection({}, '/', '/nowhere')).toThrow(ConnectionError);
    expect(() => findConnection({}, '/', '/nowhere')).toThrow(/npm start/);
  });
});
