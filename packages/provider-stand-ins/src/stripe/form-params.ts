/** A parsed form value: Stripe's params are strings nested in hashes and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

/** A body Stripe would refuse to read, e.g. `a=1&a[b]=2` (`a` both a value and a hash). */
export class FormParamsError extends Error {
  constructor(readonly param: string) {
    super(`Invalid hash or array: ${param} is given both as a value and with nested keys.`);
  }
}

type Node = { kind: 'leaf'; value: string } | { kind: 'branch'; children: Map<string, Node>; pushed: Node[] };

const branch = (): Node => ({ kind: 'branch', children: new Map(), pushed: [] });

/** `line_items[0][price_data][currency]` → ['line_items', '0', 'price_data', 'currency']; `expand[]` ends in ''. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const nested = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1] ?? key, ...nested];
}

function insert(root: Node, path: string[], value: string, key: string): void {
  let node = root;
  for (const [index, segment] of path.entries()) {
    if (node.kind === 'leaf') throw new FormParamsError(key);
    const last = index === path.length - 1;
    // `expand[]=a&expand[]=b`: each empty segment starts a new array entry.
    if (segment === '') {
      const child: Node = last ? { kind: 'leaf', value } : branch();
      node.pushed.push(child);
      node = child;
      continue;
    }
    const existing = node.children.get(segment);
    if (last) {
      if (existing?.kind === 'branch') throw new FormParamsError(key);
      node.children.set(segment, { kind: 'leaf', value });
      return;
    }
    const next = existing ?? branch();
    node.children.set(segment, next);
    node = next;
  }
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

function toValue(node: Node): FormValue {
  if (node.kind === 'leaf') return node.value;
  const entries = [...node.children];
  if (node.pushed.length === 0 && !(entries.length > 0 && entries.every(([k]) => isIndex(k))))
    return toHash(entries);
  const named = entries.find(([k]) => !isIndex(k));
  if (named) throw new FormParamsError(named[0]);
  // Indexed entries in index order; holes (`a[0]`, `a[5]`) close up, as the SDK never sends them.
  const indexed = entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  return [...indexed, ...node.pushed].map(toValue);
}

// fromEntries defines own properties, so a `__proto__` key stays data instead of becoming a prototype.
function toHash(entries: [string, Node][]): FormParams {
  return Object.fromEntries(entries.map(([k, child]) => [k, toValue(child)]));
}

/**
 * Parses an `application/x-www-form-urlencoded` body (or query string) in Stripe's bracket
 * notation, as the SDK writes it: `metadata[invoice_id]=…`, `line_items[0][quantity]=1`,
 * `expand[0]=payment_intent`. Every leaf stays a string, as on the wire; the endpoint decides types.
 */
export function parseFormParams(encoded: string): FormParams {
  const root = branch();
  for (const [key, value] of new URLSearchParams(encoded)) insert(root, keyPath(key), value, key);
  return root.kind === 'branch' ? toHash([...root.children]) : {};
}
