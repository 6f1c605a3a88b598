import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUNTIME_FILE } from '@shopforge/cli';
import type { RunningPlatform } from './launch';

/**
 * `.data/platform.json` tells the operator CLI where the running platform is and carries the
 * operator token of this run. Owner-only permissions: the token is an admin credential.
 */
export function writeRuntimeFile(dataDir: string, platform: RunningPlatform): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, RUNTIME_FILE);
  const body = {
    pid: process.pid,
    gateway_url: platform.gatewayUrl,
    services: platform.serviceUrls,
    operator_token: platform.operatorToken,
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  return file;
}

export function removeRuntimeFile(dataDir: string): void {
  const file = join(dataDir, RUNTIME_FILE);
  if (!existsSync(file)) return;
  // Only remove our own file: another run may have replaced it.
  const runtime = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number };
  if (runtime.pid === process.pid) rmSync(file);
}
