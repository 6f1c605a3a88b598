import type { MemberProblem } from './group-members';

/**
 * The product ids a list of refs (ids or uniqids) names, each once, in the order first sent,
 * given what each ref names in the shop. Every ref naming nothing there (another shop's
 * product reads exactly like a missing one) is reported at its own index, so one 422 names
 * all of them. For lists where a repeat is harmless; a group's members refuse repeats instead.
 */
export function knownProducts(
  field: string,
  refs: readonly string[],
  productIdOf: (ref: string) => string | undefined,
): { ids: string[]; problems: MemberProblem[] } {
  const ids = new Set<string>();
  const problems: MemberProblem[] = [];
  for (const [index, ref] of refs.entries()) {
    const id = productIdOf(ref);
    if (id === undefined) problems.push({ path: [field, index], message: 'No such product in this shop.' });
    else ids.add(id);
  }
  return { ids: [...ids], problems };
}
