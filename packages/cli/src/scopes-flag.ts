import { parseScopeString, type Scope } from '@shopforge/contracts';
import { type Flags, optionalFlag } from './flags';
import { UsageError } from './usage-error';

/** `--scopes "a.read b.write"` (spaces or commas); `fallback` when the flag is absent, if given. */
export function scopesFlag(flags: Flags, fallback?: string): Scope[] {
  const value = optionalFlag(flags, 'scopes') ?? fallback;
  if (value === undefined) throw new UsageError('--scopes is required.');
  const { scopes, unknown } = parseScopeString(value);
  if (unknown.length > 0) throw new UsageError(`Unknown scope(s): ${unknown.join(', ')}`);
  if (scopes.length === 0) throw new UsageError('--scopes needs at least one scope.');
  return scopes;
}
