import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, it } from 'vitest';
import { assertNoSecretsInSpans, assertOneTraceWithParentChain } from './support/assert-chain';
import type { ChainResult } from './support/chain-scenario';
import type { SpanRecord } from './support/span-record';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const fixture = 'test/fixtures/chain-process.ts';

async function runFixture(preload: string[]): Promise<{ result: ChainResult; spans: SpanRecord[] }> {
  // `--import tsx` is what the tsx CLI does; spelled out so the order of the
  // two hooks is explicit and no .bin lookup is needed.
  const { stdout } = await run(process.execPath, ['--import', 'tsx', ...preload, fixture], {
    cwd: packageDir,
    timeout: 30_000,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const lastLine = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(lastLine) as { result: ChainResult; spans: SpanRecord[] };
}

// Out of process, as services start: the fixture imports express, node:http and undici before it
// calls startTelemetry, the worst order an entry point can have. The spans are made by hand and
// Prisma looks its helper up at each call, so nothing needs patching before the imports.
describe('tracing in a real tsx process, whatever the import order', () => {
  it('traces front → client → back as one trace without leaking secrets, with no preload', async () => {
    const { result, spans } = await runFixture([]);
    assertOneTraceWithParentChain(spans, result);
    assertNoSecretsInSpans(spans, result);
  });

  it('still starts under `--import @shopforge/telemetry/register`, which the start commands name', async () => {
    const { result, spans } = await runFixture(['--import', '@shopforge/telemetry/register']);
    assertOneTraceWithParentChain(spans, result);
  });
});
