/** Prints a command's result: one JSON document with --json, readable lines otherwise. */
export interface Output {
  result(value: unknown, human: string): void;
  /**
   * One entry of what a command that runs until stopped reports as it goes (`listen`): one line
   * each, so with --json the output is JSON Lines a script can read as they come.
   */
  entry(value: unknown, human: string): void;
  /** A passing remark about how things go (reconnecting…): stderr, so stdout holds only results. */
  notice(message: string): void;
  error(message: string): void;
}

export function createOutput(
  json: boolean,
  write = (s: string) => process.stdout.write(s),
  fail = (s: string) => process.stderr.write(s),
): Output {
  return {
    result(value, human) {
      write(json ? `${JSON.stringify(value, null, 2)}\n` : `${human}\n`);
    },
    entry(value, human) {
      write(json ? `${JSON.stringify(value)}\n` : `${human}\n`);
    },
    notice(message) {
      fail(json ? `${JSON.stringify({ notice: message })}\n` : `${message}\n`);
    },
    error(message) {
      fail(json ? `${JSON.stringify({ error: message })}\n` : `error: ${message}\n`);
    },
  };
}

/** The readable form of a list: one line per entry, or what to say when there is none. */
export function listing(lines: readonly string[], whenEmpty: string): string {
  return lines.length > 0 ? lines.join('\n') : whenEmpty;
}
