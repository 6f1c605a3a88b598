import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsAuthority, scopesBeyond, withinAuthority } from './authority';
import { ALL_SCOPES, FULL_ACCESS, RESOURCE_GROUPS, scopeSatisfies } from './scopes';

const scope = fc.constantFrom(...ALL_SCOPES);
const scopes = fc.uniqueArray(scope, { maxLength: 12 });
const withoutStar = fc.uniqueArray(fc.constantFrom(...ALL_SCOPES.filter((name) => name !== FULL_ACCESS)), {
  maxLength: ALL_SCOPES.length,
});
const within = holdsAuthority;

describe('the credential hierarchy', () => {
  it('is reflexive: every scope set holds itself', () => {
    fc.assert(fc.property(scopes, (set) => within(set, set) && scopesBeyond(set, set).length === 0));
  });

  it('is transitive', () => {
    // b drawn from what a covers, c from what b covers: chains the random sets rarely form alone.
    const covered = (holder: readonly string[]) => ALL_SCOPES.filter((name) => scopeSatisfies(holder, name));
    const chain = scopes.chain((a) =>
      fc.subarray(covered(a)).chain((b) => fc.tuple(fc.constant(a), fc.constant(b), fc.subarray(covered(b)))),
    );
    fc.assert(
      fc.property(chain, scopes, ([a, b, c], other) => {
        expect(within(a, b) && within(b, c)).toBe(true);
        expect(within(a, c)).toBe(true);
        if (within(a, other) && within(other, c)) expect(within(a, c)).toBe(true);
      }),
    );
  });

  it('is monotone in the holder: holding more never holds less', () => {
    fc.assert(
      fc.property(scopes, scopes, scopes, (holder, more, target) => {
        fc.pre(within(holder, target));
        return within([...holder, ...more], target);
      }),
    );
  });

  it('`*` holds every scope set', () => {
    fc.assert(fc.property(scopes, (target) => within([FULL_ACCESS], target)));
  });

  it('nothing but `*` holds `*`, not even every group’s read and write', () => {
    fc.assert(fc.property(withoutStar, (holder) => !within(holder, [FULL_ACCESS])));
    const everyGroup = RESOURCE_GROUPS.flatMap((group) => [`${group}.read`, `${group}.write`]);
    expect(scopesBeyond(everyGroup, [FULL_ACCESS])).toEqual([FULL_ACCESS]);
  });

  it('holds a union of targets exactly when it holds each, and what lies beyond the union is the union of what lies beyond', () => {
    fc.assert(
      fc.property(scopes, scopes, scopes, (holder, a, b) => {
        const union = [...a, ...b];
        expect(within(holder, union)).toBe(within(holder, a) && within(holder, b));
        expect(new Set(scopesBeyond(holder, union))).toEqual(
          new Set([...scopesBeyond(holder, a), ...scopesBeyond(holder, b)]),
        );
      }),
    );
  });

  it('agrees with the route check for every scope but `*`: a write covers its read, never the reverse', () => {
    fc.assert(
      fc.property(scopes, scope, (holder, target) => {
        fc.pre(target !== FULL_ACCESS);
        return withinAuthority(holder, target) === scopeSatisfies(holder, target);
      }),
    );
    expect(within(['orders.write'], ['orders.read'])).toBe(true);
    expect(scopesBeyond(['orders.read'], ['orders.write', 'orders.read'])).toEqual(['orders.write']);
  });

  it('names each scope beyond once, in the target’s order', () => {
    expect(scopesBeyond(['products.read'], ['orders.read', '*', 'orders.read', 'products.read'])).toEqual([
      'orders.read',
      '*',
    ]);
  });

  it('holds an unknown name only when it names it exactly', () => {
    expect(withinAuthority(['retired.read'], 'retired.read')).toBe(true);
    expect(withinAuthority(['orders.write'], 'retired.read')).toBe(false);
    expect(withinAuthority([FULL_ACCESS], 'retired.read')).toBe(true);
  });
});
