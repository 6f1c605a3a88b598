import { describe, expect, it } from 'vitest';
import type { CommandGroup } from './command-tree';
import type { Flags } from './flags';
import { createOutput } from './output';
import type { PlatformClients } from './platform-clients';
import { buildProgram } from './program';

const NO_CLIENTS: PlatformClients = {
  oauth: () => Promise.reject(new Error('not in this test')),
  catalog: () => Promise.reject(new Error('not in this test')),
  billing: () => Promise.reject(new Error('not in this test')),
  reseller: () => Promise.reject(new Error('not in this test')),
};

/** Parses `argv` against one `demo run` command and returns what the command received. */
async function parsed(...argv: string[]) {
  const received: { flags?: Flags; json?: boolean } = {};
  const tree: CommandGroup[] = [
    {
      name: 'demo',
      summary: 'a group',
      commands: [
        {
          name: 'run',
          summary: 'a command',
          flags: [
            { name: 'key-id', value: 'id', description: 'an id', required: true },
            { name: 'redirect-uri', value: 'url', description: 'a URL', repeatable: true },
            { name: 'scopes', value: 'scopes', description: 'scopes', default: '*' },
            { name: 'public', description: 'a switch' },
          ],
          examples: ['shopforge demo run --key-id k'],
          async run(flags, context) {
            received.flags = flags;
            context.out.result({}, '');
          },
        },
      ],
    },
  ];
  const program = buildProgram(tree, {
    version: '1.2.3',
    output: { writeOut: () => {}, writeErr: () => {} },
    context: (json) => {
      received.json = json;
      return { out: createOutput(json, () => true), clients: NO_CLIENTS, env: {} };
    },
  });
  await program.parseAsync(argv, { from: 'user' });
  return received;
}

describe('flags a command receives', () => {
  it('by their long names, with defaults and every value of a repeatable flag', async () => {
    const { flags, json } = await parsed(
      'demo',
      'run',
      '--key-id',
      'k',
      '--redirect-uri',
      'a',
      '--redirect-uri=b',
      '--public',
    );
    expect(flags).toEqual({ 'key-id': 'k', 'redirect-uri': ['a', 'b'], scopes: '*', public: true });
    expect(json).toBe(false);
  });

  it('leaves absent flags undefined', async () => {
    const { flags } = await parsed('demo', 'run', '--key-id', 'k', '--scopes', 'a.read');
    expect(flags).toEqual({ 'key-id': 'k', 'redirect-uri': undefined, scopes: 'a.read', public: undefined });
  });

  it.each([
    ['after the command', ['demo', 'run', '--key-id', 'k', '--json']],
    ['before the command', ['demo', '--json', 'run', '--key-id', 'k']],
    ['before everything', ['--json', 'demo', 'run', '--key-id', 'k']],
  ])('--json counts %s', async (_where, argv) => {
    expect((await parsed(...argv)).json).toBe(true);
  });

  it('takes a flag-like value as the value, not as a program option', async () => {
    const { flags } = await parsed('demo', 'run', '--key-id', '-V');
    expect(flags?.['key-id']).toBe('-V');
  });
});
