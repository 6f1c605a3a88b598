/** Prints a command's result: one JSON document with --json, readable lines otherwise. */
export interface Output {
  result(value: unknown, human: string): void;
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
    error(message) {
      fail(json ? `${JSON.stringify({ error: message })}\n` : `error: ${message}\n`);
    },
  };
}

/** The readable form of a list: one line per entry, or what to say when there is none. */
export function listing(lines: readonly string[], whenEmpty: string): string {
  return lines.length > 0 ? lines.join('\n') : whenEmpty;
}
