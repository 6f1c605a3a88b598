/** URL-safe shop handle from its name: lowercase ASCII words joined by dashes. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
  return slug === '' ? 'shop' : slug;
}

/** The next candidate when a slug is taken: `name`, `name-2`, `name-3`, ... */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

/** The first of `base`, `base-2`, `base-3`, ... not in `taken`. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let attempt = 1;
  while (used.has(slugCandidate(base, attempt))) attempt++;
  return slugCandidate(base, attempt);
}

/** Prisma-style filter for the slugs that could collide with `base`. */
export function slugCollisionFilter(base: string) {
  return { OR: [{ slug: base }, { slug: { startsWith: `${base}-` } }] };
}
