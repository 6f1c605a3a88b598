import { Command, Option } from 'commander';
import {
  type CommandContext,
  type CommandGroup,
  type CommandNode,
  type CommandSpec,
  type FlagSpec,
  isGroup,
} from './command-tree';
import type { Flags } from './flags';
import { UsageError } from './usage-error';

/** Where commander prints help, version and its own output. */
export interface ProgramOutput {
  writeOut(text: string): void;
  writeErr(text: string): void;
}

export interface ProgramOptions {
  version: string;
  output: ProgramOutput;
  /** The context a command runs with, once its flags are parsed and checked. */
  context(json: boolean): CommandContext;
}

const JSON_HELP = 'print the result (or the error) as one JSON document';

const FOOTER = `
Run \`shopforge <command> --help\` for a command's flags and an example,
e.g. \`shopforge key create --help\`.

Talks to a running platform: the embedded one started by \`npm start\` (found through
.data/platform.json) or, in production, OAUTH_SERVICE_URL with SHOPFORGE_OPERATOR_TOKEN, plus
CATALOG_SERVICE_URL for product, BILLING_SERVICE_URL for order and clock, and
RESELLER_SERVICE_URL for reseller commands.

listen and trigger act for one shop through the Developer API instead: a merchant key in
SHOPFORGE_API_KEY (\`shopforge key create\` prints one) and the gateway's address in
SHOPFORGE_API_URL (the embedded platform's when unset).`;

/**
 * The `shopforge` command line, built from the command tree. Commands are strict: an unknown
 * flag or argument is an error. Options are positional, so `--json` belongs to whichever command
 * it follows and a flag's value can never be taken for a program option such as `-V`.
 */
export function buildProgram(tree: readonly CommandNode[], options: ProgramOptions): Command {
  // Subcommands copy these settings when created, so they come before any `.command()`.
  const program = new Command('shopforge')
    .usage('<command> [options]')
    .description(
      'Administers a running Shopforge platform with the operator credential; listen and trigger ' +
        'work with a shop’s events through its API key.',
    )
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => options.output.writeOut(text),
      writeErr: (text) => options.output.writeErr(text),
      // main() prints parse errors itself, in the same format (and --json) as every other error.
      outputError: () => {},
    })
    .configureHelp({ subcommandTerm })
    .version(options.version, '-V, --version', 'print the CLI version')
    .helpOption('-h, --help', 'show this help')
    .addOption(new Option('--json', JSON_HELP))
    .addHelpText('after', FOOTER);
  program.helpCommand('help [command]', 'show the help of a command');
  for (const node of tree) addNode(program, node, options);
  return program;
}

function addGroup(parent: Command, group: CommandGroup, options: ProgramOptions): void {
  const names = group.commands.map((child) => child.name).join(', ');
  const command = parent
    .command(group.name)
    .summary(`${group.summary}: ${names}`)
    .description(sentence(group.summary))
    .usage('<command> [options]')
    // Accepted before the subcommand too (`shopforge key --json list`), as every position is.
    .addOption(new Option('--json', JSON_HELP).hideHelp());
  command.addHelpText('after', `\nRun \`${pathOf(command)} <command> --help\` for a command's flags.`);
  for (const child of group.commands) addNode(command, child, options);
}

function addNode(parent: Command, node: CommandNode, options: ProgramOptions): void {
  if (isGroup(node)) addGroup(parent, node, options);
  else addCommand(parent, node, options);
}

function addCommand(parent: Command, spec: CommandSpec, options: ProgramOptions): void {
  const command = parent
    .command(spec.name)
    .summary(spec.summary)
    .description(spec.description ?? sentence(spec.summary));
  const args = spec.args ?? [];
  for (const arg of args) command.argument(`<${arg.name}>`, arg.description);
  const declared = new Map(spec.flags.map((flag) => [flag.name, optionOf(flag)] as const));
  for (const option of declared.values()) command.addOption(option);
  command.addOption(new Option('--json', spec.jsonHelp ?? JSON_HELP));
  command.usage(
    [
      ...args.map((arg) => `<${arg.name}>`),
      ...spec.flags.filter((flag) => flag.required).map(flagTerm),
      '[options]',
    ].join(' '),
  );
  const heading = spec.examples.length > 1 ? 'Examples' : 'Example';
  command.addHelpText('after', `\n${heading}:\n${spec.examples.map((line) => `  ${line}`).join('\n')}`);
  command.action(async () => {
    const values: Record<string, unknown> = command.opts();
    const flags: Flags = {};
    for (const [name, option] of declared) flags[name] = flagValue(values[option.attributeName()]);
    for (const flag of spec.flags) {
      if (flag.required && isMissing(flags[flag.name])) throw new UsageError(`--${flag.name} is required.`);
    }
    const json = command.optsWithGlobals<Record<string, unknown>>().json === true;
    // commander has refused a missing or extra argument by now: one value each, in order.
    const argValues = Object.fromEntries(args.map((arg, i) => [arg.name, command.args[i] ?? '']));
    await spec.run(flags, options.context(json), argValues);
  });
}

function optionOf(flag: FlagSpec): Option {
  const notes = [flag.required ? 'required' : '', flag.repeatable ? 'repeatable' : ''].filter(Boolean);
  const description = notes.length > 0 ? `${flag.description} (${notes.join(', ')})` : flag.description;
  const option = new Option(flagTerm(flag), description);
  if (flag.default !== undefined) option.default(flag.default);
  if (flag.repeatable) {
    option.argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
  }
  return option;
}

function flagTerm(flag: FlagSpec): string {
  return flag.value ? `--${flag.name} <${flag.value}>` : `--${flag.name}`;
}

function flagValue(value: unknown): Flags[string] {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return undefined;
}

function isMissing(value: Flags[string]): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return typeof value !== 'string' || value.trim() === '';
}

/** `shop <command>` for a group, `create` for a command, without commander's `[options]`. */
function subcommandTerm(command: Command): string {
  const args = command.registeredArguments.map((arg) =>
    arg.required ? `<${arg.name()}>` : `[${arg.name()}]`,
  );
  return [command.name(), ...args, ...(command.commands.length > 0 ? ['<command>'] : [])].join(' ');
}

/** `shopforge reseller key`: the words that run `command`. */
export function pathOf(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
