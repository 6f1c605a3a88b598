import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import type { Args, CommandGroup, CommandNode } from './command-tree';
import type { Flags } from './flags';
import { createOutput } from './output';
import type { PlatformClients } from './platform-clients';
import { buildProgram } from './program';

const NO_CLIENTS: PlatformClients = {
  oauth: () => Promise.reject(new Error('not in this test')),
  catalog: () => Promise.reject(new Error('not in this test')),
  billing: () => Promise.reject(new Error('not in this test')),
  reseller: () => Promise.reject(new Error('not in this test')),
  merchant: () => {
    throw new Error('not in this test');
  },
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
      return {
        out: createOutput(json, () => true),
        clients: NO_CLIENTS,
        env: {},
        stopSignal: () => new AbortController().signal,
      };
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

/** A program holding one top-level command, `fire <thing>`, and what it printed and received. */
function fireProgram() {
  const printed = { text: '' };
  const received: { flags?: Flags; args?: Args } = {};
  const tree: CommandNode[] = [
    {
      name: 'fire',
      summary: 'a top-level command',
      args: [{ name: 'thing', description: 'what to fire' }],
      flags: [{ name: 'loud', description: 'a switch' }],
      examples: ['shopforge fire rocket'],
      async run(flags, _context, args) {
        received.flags = flags;
        received.args = args;
      },
    },
  ];
  const program = buildProgram(tree, {
    version: '1.2.3',
    output: {
      writeOut: (text) => {
        printed.text += text;
      },
      writeErr: (text) => {
        printed.text += text;
      },
    },
    context: (json) => ({
      out: createOutput(json, () => true),
      clients: NO_CLIENTS,
      env: {},
      stopSignal: () => new AbortController().signal,
    }),
  });
  return { program, printed, received };
}

const parseError = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof CommanderError ? error.code : error),
  );

describe('top-level commands and positional arguments', () => {
  it('hand the command its argument by name, beside its flags', async () => {
    const { program, received } = fireProgram();
    await program.parseAsync(['fire', '--loud', 'rocket'], { from: 'user' });
    expect(received).toEqual({ flags: { loud: true }, args: { thing: 'rocket' } });
  });

  it('refuse a missing or an extra argument as a parse mistake', async () => {
    expect(await parseError(fireProgram().program.parseAsync(['fire'], { from: 'user' }))).toBe(
      'commander.missingArgument',
    );
    expect(await parseError(fireProgram().program.parseAsync(['fire', 'a', 'b'], { from: 'user' }))).toBe(
      'commander.excessArguments',
    );
  });

  it('show the argument in the usage line, the argument list and the top-level command list', async () => {
    const { program, printed } = fireProgram();
    await parseError(program.parseAsync(['fire', '--help'], { from: 'user' }));
    expect(printed.text).toContain('Usage: shopforge fire <thing> [options]');
    expect(printed.text).toMatch(/Arguments:\n {2}thing +what to fire\n/);
    const top = fireProgram();
    await parseError(top.program.parseAsync(['--help'], { from: 'user' }));
    expect(top.printed.text).toMatch(/\n {2}fire <thing> +a top-level command\n/);
  });
});
