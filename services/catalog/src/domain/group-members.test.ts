import { describe, expect, it } from 'vitest';
import { orderedMembers } from './group-members';

const shop = new Map([
  ['id-a', 'id-a'],
  ['uniq-a', 'id-a'],
  ['id-b', 'id-b'],
]);
const lookup = (ref: string) => shop.get(ref);

describe('group members', () => {
  it('keeps the order the merchant sent', () => {
    expect(orderedMembers(['id-b', 'uniq-a'], lookup)).toEqual({ ids: ['id-b', 'id-a'], problems: [] });
  });

  it('names every unknown ref at its index', () => {
    const { problems } = orderedMembers(['nope', 'id-a', 'gone'], lookup);
    expect(problems.map((problem) => problem.path)).toEqual([
      ['products', 0],
      ['products', 2],
    ]);
  });

  it('a repeat is the same product, whether by id or by uniqid', () => {
    const { ids, problems } = orderedMembers(['id-a', 'id-b', 'uniq-a', 'id-b'], lookup);
    expect(ids).toEqual(['id-a', 'id-b']);
    expect(problems).toEqual([
      { path: ['products', 2], message: expect.stringContaining('products.0') },
      { path: ['products', 3], message: expect.stringContaining('products.1') },
    ]);
  });
});
