import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
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

// Out of process: the production start-up path, nothing vitest-specific.
describe('`--import @shopforge/telemetry/register` in a real tsx process', () => {
  it('traces express → undici → node:http as one trace without leaking secrets', async () => {
    const { result, spans } = await runFixture(['--import', '@shopforge/telemetry/register']);
    assertOneTraceWithParentChain(spans, result);
    assertNoSecretsInSpans(spans, result);
  });

  // Pins down why the register entry exists: the fixture imports express before
  // calling startTelemetry, and without the early hook express stays unpatched.
  it('misses the express and node:http spans without it (statically imported before start)', async () => {
    const { result, spans } = await runFixture([]);
    expect(result.backTraceparent).toBeDefined(); // undici still works: diagnostics_channel
    expect(spans.some((s) => s.scope.endsWith('instrumentation-express'))).toBe(false);
  });
});
