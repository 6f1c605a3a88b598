import type { Flags } from './flags';
import type { Output } from './output';
import type { PlatformClients } from './platform-clients';

/** One flag a command takes, described once for parsing, the required check and `--help`. */
export interface FlagSpec {
  /** The long name without dashes, e.g. `key-id`. */
  name: string;
  /** What the value is, shown as `--name <value>`; absent for a switch such as `--public`. */
  value?: string;
  description: string;
  required?: boolean;
  /** The value used when the flag is absent; help shows it. */
  default?: string;
  /** The flag may be given several times; the command receives every value. */
  repeatable?: boolean;
}

/** A positional argument a command requires, e.g. the event of `trigger <event>`. */
export interface ArgumentSpec {
  /** Shown as `<name>` in the usage line; the command receives the value under this name. */
  name: string;
  description: string;
}

/** A command's positional arguments by name, every one given (commander refuses a missing one). */
export type Args = Readonly<Record<string, string>>;

export interface CommandContext {
  out: Output;
  /** Connected on first use, so help and flag errors never need a running platform. */
  clients: PlatformClients;
  /** The environment: secrets are read from it, never from flags (shell history, `ps`). */
  env: NodeJS.ProcessEnv;
  /**
   * Aborted when the user asks a command that runs until stopped (`listen`) to stop: Ctrl-C or
   * SIGTERM. Asking for it is what turns those signals into a clean stop, so every other command
   * keeps the default of ending the process at once.
   */
  stopSignal(): AbortSignal;
}

/** A command that does something, e.g. `key create` or, at the top level, `listen`. */
export interface CommandSpec {
  name: string;
  /** One line, shown in the command list of its group (or of `shopforge` itself). */
  summary: string;
  /** Shown in the command's own help under the usage line; the summary when absent. */
  description?: string;
  /** Required positional arguments, in order, before the flags. */
  args?: readonly ArgumentSpec[];
  flags: readonly FlagSpec[];
  /** What --json prints, when it is not the usual one JSON document (e.g. one line per entry). */
  jsonHelp?: string;
  examples: readonly string[];
  run(flags: Flags, context: CommandContext, args: Args): Promise<void>;
}

/** A noun that only holds commands, e.g. `key` or `reseller key`. */
export interface CommandGroup {
  name: string;
  summary: string;
  commands: readonly CommandNode[];
}

/** What `shopforge` holds at the top level and a group holds below it. */
export type CommandNode = CommandSpec | CommandGroup;

export function isGroup(node: CommandNode): node is CommandGroup {
  return 'commands' in node;
}
