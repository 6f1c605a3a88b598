import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_FILE = 'webhook-secret.key';

/**
 * Service settings of the embedded platform. The webhook secret key is made once and kept in
 * the data directory (mode 0600), so webhook secrets stay readable across restarts; loopback
 * targets are allowed unless WEBHOOK_ALLOW_LOOPBACK says otherwise, because a developer's
 * receiver runs on localhost. Both announce themselves: neither is a production setting.
 */
export function embeddedServiceEnv(
  dataDir: string,
  source: NodeJS.ProcessEnv,
  warn: (message: string) => void,
): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...source };
  if (!env.WEBHOOK_SECRET_KEY) {
    const file = join(dataDir, KEY_FILE);
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    env.WEBHOOK_SECRET_KEY = readFileSync(file, 'utf8').trim();
  }
  if (env.WEBHOOK_ALLOW_LOOPBACK === undefined) {
    env.WEBHOOK_ALLOW_LOOPBACK = 'true';
    warn(
      'Webhook targets on loopback (localhost) are allowed in embedded mode; set WEBHOOK_ALLOW_LOOPBACK=false to refuse them.',
    );
  }
  return env;
}
