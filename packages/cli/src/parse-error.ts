import type { Command, CommanderError } from 'commander';
import { pathOf } from './program';

/** Commander's ways of ending a parse that are not mistakes: help or the version was asked for. */
const ANSWERED = new Set(['commander.helpDisplayed', 'commander.version']);

/** `help` with no subcommand is answered too, unless it was shown because a subcommand was missing. */
export function isAnswer(error: CommanderError, helpWentToStderr: boolean): boolean {
  return ANSWERED.has(error.code) || (error.code === 'commander.help' && !helpWentToStderr);
}

/**
 * A parse mistake as one message naming the command whose help explains it, e.g.
 * "unknown option '--shp'\n(Did you mean --shop?)\nSee `shopforge key create --help`."
 */
export function parseErrorMessage(error: CommanderError, program: Command, argv: readonly string[]): string {
  return `${error.message.replace(/^error: /, '')}\nSee \`${pathOf(commandOf(program, argv))} --help\`.`;
}

/** The deepest command `argv` names, found the way commander dispatches. */
function commandOf(program: Command, argv: readonly string[]): Command {
  let command = program;
  for (const word of argv) {
    if (word.startsWith('-')) continue;
    const next = command.commands.find((candidate) => candidate.name() === word);
    if (!next) break;
    command = next;
  }
  return command;
}
