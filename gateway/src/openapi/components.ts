import { isDeepStrictEqual } from 'node:util';
import type { Reference } from './types';

/**
 * One `components.<kind>` map that is filled while a document is built. A name is bound to
 * one value for good: a second, different definition under the same name is a generator bug
 * and fails the build instead of silently replacing what earlier operations refer to.
 */
export class ComponentSet<T> {
  readonly entries: Record<string, T> = {};

  constructor(private readonly kind: 'schemas' | 'responses') {}

  ref(name: string): Reference {
    return { $ref: `#/components/${this.kind}/${name}` };
  }

  define(name: string, value: T): Reference {
    const existing = this.entries[name];
    if (existing !== undefined && !isDeepStrictEqual(existing, value)) {
      throw new Error(`Two different definitions claim components.${this.kind}.${name}.`);
    }
    this.entries[name] = value;
    return this.ref(name);
  }
}
