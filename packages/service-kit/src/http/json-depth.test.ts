import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';

/** `depth` arrays (`[[…1…]]`) or objects (`{"a":{"a":…1…}}`) inside each other. */
function nested(depth: number, open: '[' | '{'): unknown {
  const [prefix, suffix] = open === '[' ? ['[', ']'] : ['{"a":', '}'];
  return JSON.parse(`${prefix.repeat(depth)}1${suffix.repeat(depth)}`);
}

describe('JSON nesting limit', () => {
  it('counts each object or array inside another as one level', () => {
    expect(jsonDepthExceeds({ a: { b: [1] } }, 3)).toBe(false);
    expect(jsonDepthExceeds({ a: { b: [[1]] } }, 3)).toBe(true);
  });

  it('treats scalars and empty containers as shallow', () => {
    expect(jsonDepthExceeds('text', 0)).toBe(false);
    expect(jsonDepthExceeds(null, 0)).toBe(false);
    expect(jsonDepthExceeds({}, 1)).toBe(false);
  });

  it('accepts bodies nested exactly to the limit and refuses one level more', () => {
    const deepestArray = JSON.parse(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`);
    expect(jsonDepthExceeds(deepestArray)).toBe(false);
    expect(jsonDepthExceeds([deepestArray])).toBe(true);
  });

  it('walks input far deeper than the call stack allows without overflowing', () => {
    const depth = 200_000;
    expect(() => JSON.stringify(nested(depth, '['))).toThrow(RangeError);
    expect(jsonDepthExceeds(nested(depth, '['))).toBe(true);
    expect(jsonDepthExceeds(nested(depth, '{'))).toBe(true);
  });

  it('finds a deep branch beside shallow ones', () => {
    const value = { a: 1, b: [1, 2, { c: 'x' }], d: nested(MAX_JSON_DEPTH, '[') };
    expect(jsonDepthExceeds(value)).toBe(true);
  });
});
