import { parseArgs } from 'node:util';

export class UsageError extends Error {}

export type Flags = Record<string, string | string[] | boolean | undefined>;

const OPTIONS = {
  json: { type: 'boolean' },
  name: { type: 'string' },
  currency: { type: 'string' },
  plan: { type: 'string' },
  enable: { type: 'string' },
  disable: { type: 'string' },
  'owner-email': { type: 'string' },
  'owner-password': { type: 'string' },
  shop: { type: 'string' },
  scopes: { type: 'string' },
  'key-id': { type: 'string' },
  title: { type: 'string' },
  price: { type: 'string' },
  type: { type: 'string' },
  serials: { type: 'string' },
  invoice: { type: 'string' },
  invitation: { type: 'string' },
  relationship: { type: 'string' },
  amount: { type: 'string' },
  'redirect-uri': { type: 'string', multiple: true },
  public: { type: 'boolean' },
  'client-id': { type: 'string' },
  installation: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  'member-id': { type: 'string' },
  action: { type: 'string' },
  reason: { type: 'string' },
  days: { type: 'string' },
  hours: { type: 'string' },
  minutes: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function parseCommandLine(argv: string[]): { positionals: string[]; flags: Flags } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    return { positionals, flags: values };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export function requireFlag(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required.`);
  return value;
}

export function optionalFlag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}
