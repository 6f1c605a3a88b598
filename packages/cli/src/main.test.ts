import { describe, expect, it, vi } from 'vitest';
import { type CommandNode, type CommandSpec, isGroup } from './command-tree';
import { COMMANDS } from './commands';
import { runMain } from './testing/run-main';

const loaded = vi.hoisted(() => ({ client: false, connections: 0 }));

// Help and flag mistakes must not load the service clients nor look for a platform.
vi.mock('./client', () => {
  loaded.client = true;
  return {};
});
vi.mock('./connection', async (original) => {
  const actual = await original<typeof import('./connection')>();
  return {
    ...actual,
    findConnection: (...args: Parameters<typeof actual.findConnection>) => {
      loaded.connections += 1;
      return actual.findConnection(...args);
    },
  };
});

const NO_PLATFORM = { SHOPFORGE_DATA_DIR: '/nonexistent' };

const run = (...argv: string[]) => runMain(argv, NO_PLATFORM);

/** Every runnable command with the words that run it, e.g. `['reseller', 'key', 'create']`. */
function commandPaths(
  nodes: readonly CommandNode[],
  prefix: string[] = [],
): { path: string[]; spec: CommandSpec }[] {
  return nodes.flatMap((node) =>
    isGroup(node)
      ? commandPaths(node.commands, [...prefix, node.name])
      : [{ path: [...prefix, node.name], spec: node }],
  );
}

const COMMAND_LIST = commandPaths(COMMANDS);

describe('help', () => {
  it('lists every command at the top level', async () => {
    const help = await run('--help');
    expect([help.code, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toMatch(/^Usage: shopforge <command> \[options\]/);
    const words = help.stdout.replace(/\s+/g, ' ');
    for (const node of COMMANDS) {
      if (isGroup(node)) {
        const names = node.commands.map((command) => command.name).join(', ');
        expect(words).toContain(` ${node.name} <command> ${node.summary}: ${names} `);
      } else {
        const args = (node.args ?? []).map((arg) => ` <${arg.name}>`).join('');
        expect(words).toContain(` ${node.name}${args} ${node.summary} `);
      }
    }
    expect(words).toContain('create, plan, payment-methods, suspend, unsuspend');
    expect(words).toContain(' trigger <event> fire a real event');
    expect(words).toContain('SHOPFORGE_API_KEY');
  });

  it.each(COMMAND_LIST.map(({ path, spec }) => [path.join(' '), path, spec] as const))(
    '%s --help describes its flags and gives an example',
    async (_name, path, spec) => {
      const help = await run(...path, '--help');
      expect([help.code, help.stderr]).toEqual([0, '']);
      expect(help.stdout.startsWith(`Usage: shopforge ${path.join(' ')} `)).toBe(true);
      // Help wraps long descriptions; compare the words, not the line breaks.
      const words = help.stdout.replace(/\s+/g, ' ');
      for (const arg of spec.args ?? []) expect(words).toContain(` ${arg.name} ${arg.description} `);
      for (const flag of spec.flags) {
        const term = flag.value ? `--${flag.name} <${flag.value}>` : `--${flag.name}`;
        const notes = [
          ...(flag.required ? ['required'] : []),
          ...(flag.repeatable ? ['repeatable'] : []),
        ].join(', ');
        const shown = [flag.description, ...(notes ? [`(${notes})`] : [])];
        if (flag.default !== undefined) shown.push(`(default: "${flag.default}")`);
        expect(words).toContain(` ${term} ${shown.join(' ')} `);
      }
      expect(help.stdout).toContain('--json');
      expect(help.stdout).toMatch(/Examples?:\n/);
      for (const example of spec.examples)
        expect(example.startsWith(`shopforge ${path.join(' ')}`)).toBe(true);
      for (const example of spec.examples) expect(help.stdout).toContain(example);
    },
  );

  it('marks required flags in the usage line and the flag list', async () => {
    const help = await run('member', 'set-role', '--help');
    expect(help.stdout).toContain(
      'Usage: shopforge member set-role --shop <id> --member-id <id> --role <role> [options]',
    );
    expect(help.stdout).toMatch(/--member-id <id> +the member id \(required\)/);
    expect(help.stdout).toMatch(/--role <role> +the member's role: admin, developer, staff \(required\)/);
  });

  it('shows defaults and repeatable flags', async () => {
    expect((await run('shop', 'create', '--help')).stdout).toMatch(/--currency <code> .*\(default: "USD"\)/);
    expect((await run('oauth-app', 'create', '-h')).stdout).toMatch(
      /--redirect-uri <url> [\s\S]*\(required, repeatable\)/,
    );
  });

  it('answers `help <command>` and a group’s --help', async () => {
    const help = await run('help', 'reseller');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: shopforge reseller <command>');
    expect(help.stdout).toMatch(/key <command> +a reseller’s Reseller API keys: create, list, revoke/);
    expect((await run('reseller', 'key', '--help')).stdout).toContain('revoke');
    const top = await run('help');
    expect([top.code, top.stderr]).toEqual([0, '']);
    expect(top.stdout).toContain('Usage: shopforge <command>');
  });

  it('prints usage and fails when no command is given', async () => {
    const bare = await run();
    expect(bare.code).toBe(2);
    expect(bare.stdout).toContain('Usage: shopforge');
    const group = await run('key');
    expect(group.code).toBe(2);
    expect(group.stderr).toContain('Usage: shopforge key <command>');
  });

  it('prints the version', async () => {
    expect(await run('--version')).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
  });
});

describe('refusing what a command does not take', () => {
  it.each(COMMAND_LIST.map(({ path }) => [path.join(' '), path] as const))(
    '%s refuses an unknown flag',
    async (_name, path) => {
      const refused = await run(...path, '--bogus', 'x');
      expect(refused.code).toBe(2);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toBe(
        `error: unknown option '--bogus'\nSee \`shopforge ${path.join(' ')} --help\`.\n`,
      );
    },
  );

  it('refuses another command’s flag and suggests the likely one', async () => {
    expect((await run('key', 'revoke', '--key-id', 'k', '--shop', 's')).stderr).toContain(
      "error: unknown option '--shop'",
    );
    expect((await run('key', 'create', '--shp', 's')).stderr).toContain('(Did you mean --shop?)');
  });

  it('refuses unknown commands and stray arguments', async () => {
    const unknown = await run('shpo', 'create');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("error: unknown command 'shpo'\n(Did you mean shop?)");
    const stray = await run('key', 'revoke', 'abc');
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain("too many arguments for 'revoke'");
    const noEvent = await run('trigger');
    expect(noEvent).toEqual({
      code: 2,
      stdout: '',
      stderr: "error: missing required argument 'event'\nSee `shopforge trigger --help`.\n",
    });
    const noValue = await run('key', 'list', '--shop');
    expect(noValue.code).toBe(2);
    expect(noValue.stderr).toContain("option '--shop <id>' argument missing");
  });

  it('reports parse errors as JSON with --json', async () => {
    const refused = await run('key', 'list', '--bogus', '--json');
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stderr)).toEqual({
      error: "unknown option '--bogus'\nSee `shopforge key list --help`.",
    });
  });
});

describe('required flags', () => {
  const withRequired = COMMAND_LIST.filter(({ spec }) => spec.flags.some((flag) => flag.required));

  it.each(withRequired.map(({ path, spec }) => [path.join(' '), path, spec] as const))(
    '%s names its missing flag before looking for a platform',
    async (_name, path, spec) => {
      const first = spec.flags.find((flag) => flag.required);
      const missing = await run(...path);
      expect(missing).toEqual({ code: 2, stdout: '', stderr: `error: --${first?.name} is required.\n` });
    },
  );

  it('names the flag still missing when others are given', async () => {
    const missing = await run(
      'oauth-app',
      'create',
      '--shop',
      's',
      '--name',
      'N',
      '--scopes',
      'products.read',
    );
    expect(missing.stderr).toBe('error: --redirect-uri is required.\n');
    expect((await run('member', 'remove', '--shop', 's', '--json')).stderr).toBe(
      '{"error":"--member-id is required."}\n',
    );
    expect((await run('shop', 'create', '--name', '  ')).stderr).toBe('error: --name is required.\n');
  });
});

describe('what stays off the platform', () => {
  it('loads no service client and finds no platform for help, version and flag mistakes', async () => {
    const connections = loaded.connections;
    await run('--help');
    await run('--version');
    await run('shop', 'plan', '--help');
    await run('shop', 'plan', '--shop', 's');
    await run('shop', 'plan', '--bogus');
    await run('order', 'dispute', '--invoice', 'u', '--action', 'maybe');
    await run('clock', 'advance');
    await run('trigger', '--help');
    await run('trigger', 'product:created');
    await run('listen', '--forward-to', 'http://localhost:4000/hook');
    expect(loaded.client).toBe(false);
    expect(loaded.connections).toBe(connections);
  });

  it('looks for the platform once a command’s flags are right', async () => {
    const connections = loaded.connections;
    const created = await run('shop', 'create', '--name', 'x');
    expect(created.code).toBe(2);
    expect(created.stderr).toContain('No running platform found');
    expect(loaded.connections).toBe(connections + 1);
  });
});

describe('checks a command makes before it connects', () => {
  it('validates values with the same messages and exit code', async () => {
    expect((await run('order', 'dispute', '--invoice', 'u', '--action', 'maybe')).stderr).toBe(
      'error: --action must be one of open, win, lose.\n',
    );
    expect((await run('clock', 'advance', '--days', '1.5')).stderr).toBe(
      'error: --days must be a whole number.\n',
    );
    expect((await run('shop', 'plan', '--shop', 's', '--plan', 'gold')).code).toBe(2);
    expect((await run('shop', 'payment-methods', '--shop', 's', '--enable', 'PAYPAL')).stderr).toContain(
      'one of TEST',
    );
    expect(
      (await run('product', 'create', '--shop', 's', '--title', 'T', '--price', 'free')).stderr,
    ).toContain('--price');
    expect((await run('key', 'create', '--shop', 's', '--scopes', 'nope.read')).stderr).toContain(
      'Unknown scope',
    );
    expect((await run('trigger', 'nope')).stderr).toBe(
      'error: Cannot trigger "nope"; the events it fires are product:created, order:created, order:paid.\n',
    );
    expect((await run('listen', '--forward-to', 'ftp://example.com/hook')).stderr).toBe(
      'error: --forward-to must be an http(s) URL, e.g. http://localhost:4000/webhooks.\n',
    );
    expect((await run('listen', '--forward-to', 'http://localhost:4000/hook')).stderr).toContain(
      'Set SHOPFORGE_API_KEY',
    );
  });
});
