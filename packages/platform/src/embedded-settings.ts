import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Keys that seal secrets at rest, each made once and kept in the data directory. */
const KEY_FILES = {
  WEBHOOK_SECRET_KEY: 'webhook-secret.key',
  PAYMENT_SECRET_KEY: 'payment-secret.key',
  OAUTH_SECRET_KEY: 'oauth-secret.key',
} as const;

/**
 * Service settings of the embedded platform. The keys that seal webhook secrets and merchants'
 * provider credentials (and members' TOTP secrets) are made once and kept in the data directory (mode 0600), so what they
 * sealed stays readable across restarts; loopback
 * targets are allowed unless WEBHOOK_ALLOW_LOOPBACK says otherwise, because a developer's
 * receiver runs on localhost. Both announce themselves: neither is a production setting. Buyer
 * mail goes to `<data>/mailbox` (one `.eml` file per mail) unless SMTP_URL names a server.
 */
export function embeddedServiceEnv(
  dataDir: string,
  source: NodeJS.ProcessEnv,
  warn: (message: string) => void,
): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...source };
  for (const [name, fileName] of Object.entries(KEY_FILES)) {
    if (env[name]) continue;
    const file = join(dataDir, fileName);
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    env[name] = readFileSync(file, 'utf8').trim();
  }
  // Buyer mail lands where a developer can read it, unless a mail server is named.
  if (!env.SMTP_URL && !env.MAILBOX_DIR) env.MAILBOX_DIR = join(dataDir, 'mailbox');
  if (env.WEBHOOK_ALLOW_LOOPBACK === undefined) {
    env.WEBHOOK_ALLOW_LOOPBACK = 'true';
    warn(
      'Webhook targets on loopback (localhost) are allowed in embedded mode; set WEBHOOK_ALLOW_LOOPBACK=false to refuse them.',
    );
  }
  return env;
}
