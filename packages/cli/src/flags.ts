import { UsageError } from './usage-error';

/** A command's flags by their long name (`key-id`, not `keyId`), as the command's help lists them. */
export type Flags = Record<string, string | string[] | boolean | undefined>;

export function requireFlag(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required.`);
  return value;
}

export function optionalFlag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}
