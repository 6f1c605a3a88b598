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

export interface CommandContext {
  out: Output;
  /** Connected on first use, so help and flag errors never need a running platform. */
  clients: PlatformClients;
  /** The environment: secrets are read from it, never from flags (shell history, `ps`). */
  env: NodeJS.ProcessEnv;
}

/** A command that does something, e.g. `key create`. */
export interface CommandSpec {
  name: string;
  /** One line, shown in its group's command list. */
  summary: string;
  /** Shown in the command's own help under the usage line; the summary when absent. */
  description?: string;
  flags: readonly FlagSpec[];
  examples: readonly string[];
  run(flags: Flags, context: CommandContext): Promise<void>;
}

/** A noun that only holds commands, e.g. `key` or `reseller key`. */
export interface CommandGroup {
  name: string;
  summary: string;
  commands: readonly (CommandSpec | CommandGroup)[];
}

export function isGroup(node: CommandSpec | CommandGroup): node is CommandGroup {
  return 'commands' in node;
}
