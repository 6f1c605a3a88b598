/** One problem with a group's `products` list, at the index the caller sent it. */
export interface MemberProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The ordered member ids of a group from the refs a merchant sent (ids or uniqids), given what
 * each ref names in the shop. Every unknown ref and every repeat is reported at its own index,
 * so one 422 names all of them; a repeat counts by product, so an id and the same product's
 * uniqid are a repeat too (a product has one place in a group).
 */
export function orderedMembers(
  refs: readonly string[],
  productIdOf: (ref: string) => string | undefined,
): { ids: string[]; problems: MemberProblem[] } {
  const ids: string[] = [];
  const problems: MemberProblem[] = [];
  const firstIndex = new Map<string, number>();
  for (const [index, ref] of refs.entries()) {
    const id = productIdOf(ref);
    if (id === undefined) {
      problems.push({ path: ['products', index], message: 'No such product in this shop.' });
      continue;
    }
    const earlier = firstIndex.get(id);
    if (earlier !== undefined) {
      problems.push({
        path: ['products', index],
        message: `The same product as products.${earlier}: a product appears once in a group.`,
      });
      continue;
    }
    firstIndex.set(id, index);
    ids.push(id);
  }
  return { ids, problems };
}
