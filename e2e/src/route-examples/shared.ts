import type { ExampleContext } from './types';

const made = new WeakMap<ExampleContext, Map<string, Promise<unknown>>>();

/**
 * A resource made once per context and reused by every example that only reads it or changes
 * it harmlessly; examples whose route consumes a resource (DELETE, state transitions) make their
 * own instead. A failed creation is forgotten so the next example tries again.
 */
export function shared<T>(ctx: ExampleContext, name: string, make: () => Promise<T>): Promise<T> {
  let byName = made.get(ctx);
  if (!byName) {
    byName = new Map();
    made.set(ctx, byName);
  }
  const known = byName.get(name) as Promise<T> | undefined;
  if (known) return known;
  const created = make();
  byName.set(name, created);
  created.catch(() => byName.delete(name));
  return created;
}
