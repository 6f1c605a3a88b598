import fc from 'fast-check';
import type { Operation, Parameter } from './openapi';
import { accepts, admittedTypes, type JsonSchema } from './schema';

/**
 * Generated bad requests for one operation of the OpenAPI documents. Every request carries at
 * least one violation that makes it bad by the document itself (checked with the schema
 * validator, not assumed), on top of a body, query and path built to look valid. Noise that
 * keeps a request bad (extra headers, unknown query parameters, odd idempotency keys) is added
 * at random.
 */
export interface FuzzRequest {
  operation: string;
  /** Which violation makes this request bad. */
  kind: string;
  method: string;
  /** Concrete path with its query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What a request may use that the fuzzer does not invent: credentials and seeded ids. */
export interface FuzzContext {
  devKey: string;
  resellerKeys: string[];
  /** An existing resource for a path parameter (keyed `api:segment:param`), when one was seeded. */
  realIds: ReadonlyMap<string, string>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const SAMPLE_UUID = '0190f5a0-0000-7000-8000-0000000000aa';
const FALLBACK_STRINGS: Record<string, string> = {
  uuid: SAMPLE_UUID,
  email: 'fuzz@example.com',
  uri: 'https://example.com/fuzz',
};

const roundTrip = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

// ---------------------------------------------------------------------------------------------
// Values that look valid

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 24, 24));
  const fallback = (s.format && FALLBACK_STRINGS[s.format]) || 'x'.repeat(Math.max(min, 1));
  let arb: fc.Arbitrary<string>;
  if (s.format === 'uuid') arb = fc.uuid({ version: [4, 7] });
  else if (s.pattern) arb = fc.stringMatching(new RegExp(s.pattern), { maxLength: Math.max(max, 40) });
  else if (s.format === 'email') arb = fc.constantFrom('fuzz@example.com', 'a.b@example.org');
  else if (s.format === 'uri') arb = fc.constantFrom('https://example.com/fuzz', 'https://example.org/');
  else arb = fc.string({ minLength: min, maxLength: max });
  return arb.map((value) => (accepts(s, value) ? value : fallback));
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest = Math.max(s.minimum ?? -1_000, (s.exclusiveMinimum ?? -Infinity) + 1, -1_000_000);
  const highest = Math.min(s.maximum ?? 1_000, (s.exclusiveMaximum ?? Infinity) - 1, 1_000_000);
  const min = Math.ceil(lowest);
  const max = Math.max(min, Math.floor(highest));
  const arb = fc.integer({ min, max });
  return integer
    ? arb
    : fc.tuple(arb, fc.integer({ min: 0, max: 99 })).map(([a, b]) => Math.min(max, a + b / 100));
}

/** A value meant to satisfy `s` (not guaranteed: the violation, not this, makes a request bad). */
export function validValue(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validValue(b, depth + 1)));
  if (s.allOf?.[0]) return validValue(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      if (depth > 5 || !s.items) return fc.constant([]);
      return fc.array(validValue(s.items, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, minLength + 3)),
      });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = s.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k, validValue(v, depth + 1)]),
      );
      const required = (s.required ?? []).filter((k) => k in properties);
      const record = fc.record(model, { requiredKeys: required });
      if (typeof s.additionalProperties === 'object' && Object.keys(properties).length === 0) {
        const keys = s.propertyNames
          ? stringArb(s.propertyNames)
          : fc.string({ minLength: 1, maxLength: 12 });
        return fc.dictionary(keys, validValue(s.additionalProperties, depth + 1), { maxKeys: 3 });
      }
      return record;
    }
    default:
      return fc.constantFrom<unknown>('x', 1, true);
  }
}

// ---------------------------------------------------------------------------------------------
// Values that break a schema node

const PROTO_KEY = JSON.parse('{"__proto__": {"polluted": true}}') as unknown;
const NASTY_STRINGS = [
  '',
  ' ',
  'fuzz',
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  'true',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '%00',
  '%',
  "' OR '1'='1' --",
  '"; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal injection payload
  '${jndi:ldap://x}',
  '{{7*7}}',
  '💥',
  'e\u0301',
  '9'.repeat(40),
];

function boundaryViolations(s: JsonSchema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [];
  if (s.maxLength !== undefined && s.maxLength < 200_000) {
    out.push(fc.constantFrom('x'.repeat(s.maxLength + 1), 'é'.repeat(s.maxLength + 1)));
  }
  if (s.minLength) out.push(fc.constant('x'.repeat(s.minLength - 1)));
  if (s.maximum !== undefined) out.push(fc.constantFrom(s.maximum + 1, s.maximum * 10 + 1, Number.MAX_VALUE));
  if (s.minimum !== undefined) out.push(fc.constantFrom(s.minimum - 1, s.minimum - 0.5, -Number.MAX_VALUE));
  if (s.exclusiveMinimum !== undefined) out.push(fc.constant(s.exclusiveMinimum));
  if (s.type === 'integer') out.push(fc.constantFrom(1.5, 2 ** 53 + 2, -(2 ** 53) - 2));
  if (s.enum) out.push(fc.string({ maxLength: 12 }), fc.constant(String(s.enum[0]).toLowerCase()));
  if (s.format || s.pattern) out.push(fc.constantFrom('not valid', 'a@', '::', 'zz-zz', 'http//x'));
  if (s.maxItems !== undefined && s.items && s.maxItems < 2_000) {
    out.push(fc.array(validValue(s.items, 4), { minLength: s.maxItems + 1, maxLength: s.maxItems + 1 }));
  }
  if (s.minItems) out.push(fc.constant([]));
  for (const branch of s.anyOf ?? s.oneOf ?? []) out.push(...boundaryViolations(branch));
  return out;
}

/** Values that `s` refuses, or null when it accepts anything (no violation to make there). */
export function invalidValue(s: JsonSchema): fc.Arbitrary<unknown> | null {
  const probes: unknown[] = ['fuzz', 7, 1.5, true, null, {}, [], { a: 1 }];
  if (admittedTypes(s) === null && probes.every((p) => accepts(s, p))) return null;
  const pool: fc.Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>(...NASTY_STRINGS),
    fc.constantFrom<unknown>(0, -1, 1.5, -0.001, 1e308, -1e308, 2 ** 53 + 2, 999_999_999_999),
    fc.constantFrom<unknown>(true, false, null),
    fc.constantFrom<unknown>({}, { a: 1 }, [], [1, 'a'], [null], [[]], PROTO_KEY, { length: 1 }),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.integer(),
    fc.double(),
    fc.jsonValue({ maxDepth: 2 }),
    ...boundaryViolations(s),
  ];
  // What is sent is the JSON text: NaN becomes null, so the refusal is judged after the trip.
  return fc
    .oneof(...pool)
    .map(roundTrip)
    .filter((value) => value !== undefined && !accepts(s, value));
}

// ---------------------------------------------------------------------------------------------
// Where in a body to break it

type Step = string | number;
interface Site {
  path: Step[];
  kind: 'value' | 'missing' | 'extra';
  schema: JsonSchema;
}

function collectSites(schema: JsonSchema, value: unknown, path: Step[], out: Site[], depth = 0): void {
  if (depth > 6) return;
  out.push({ path, kind: 'value', schema });
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const matching = branches.find((b) => accepts(b, value)) ?? branches[0];
    if (matching && (matching.properties || matching.items))
      collectSites(matching, value, path, [], depth + 1);
    return;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (key in record) collectSites(sub, record[key], [...path, key], out, depth + 1);
      else out.push({ path: [...path, key], kind: 'value', schema: sub });
    }
    for (const key of schema.required ?? [])
      if (key in record) out.push({ path: [...path, key], kind: 'missing', schema });
    if (schema.additionalProperties === false)
      out.push({ path: [...path, 'fuzz_unknown'], kind: 'extra', schema });
  }
  if (Array.isArray(value) && schema.items && value.length > 0) {
    collectSites(schema.items, value[0], [...path, 0], out, depth + 1);
  }
}

function setAt(root: unknown, path: Step[], kind: Site['kind'], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (kind === 'missing') delete node[last];
  else node[last] = value;
  return copy;
}

function stringSites(schema: JsonSchema, value: unknown, path: Step[], out: Step[][], depth = 0): void {
  if (depth > 6) return;
  if (typeof value === 'string') out.push(path);
  const branch = (schema.anyOf ?? schema.oneOf)?.find((b) => accepts(b, value)) ?? schema;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, sub] of Object.entries(branch.properties ?? {})) {
      if (key in value)
        stringSites(sub, (value as Record<string, unknown>)[key], [...path, key], out, depth + 1);
    }
  }
  if (Array.isArray(value) && branch.items && value.length > 0) {
    stringSites(branch.items, value[0], [...path, 0], out, depth + 1);
  }
}

/**
 * A valid-looking body with U+0000 inside one of its strings: no service can store such text
 * (PostgreSQL refuses it), so every mutation must refuse it with a 422.
 */
function bodyWithNul(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  return validValue(schema)
    .map(roundTrip)
    .chain((base) => {
      const sites: Step[][] = [];
      stringSites(schema, base, [], sites);
      if (sites.length === 0) return fc.constant<unknown>(undefined);
      return fc.constantFrom(...sites).map((path) => {
        const current = path.reduce<unknown>(
          (node, step) => (node as Record<string | number, unknown>)[step],
          base,
        );
        return setAt(base, path, 'value', `${String(current).slice(0, 8)}\u0000nul`);
      });
    });
}

/** A body the schema refuses: a valid-looking one broken at one place. */
function brokenBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  return validValue(schema)
    .map(roundTrip)
    .chain((base) => {
      const sites: Site[] = [];
      collectSites(schema, base, [], sites);
      const arbs = sites.flatMap((site) => {
        if (site.kind === 'missing') return [fc.constant(setAt(base, site.path, 'missing', undefined))];
        if (site.kind === 'extra')
          return [fc.jsonValue({ maxDepth: 1 }).map((v) => setAt(base, site.path, 'extra', v))];
        const bad = invalidValue(site.schema);
        return bad ? [bad.map((v) => setAt(base, site.path, 'value', v))] : [];
      });
      return arbs.length ? fc.oneof(...arbs) : fc.constant<unknown>([]);
    })
    .map((body) => (accepts(schema, roundTrip(body)) ? 'not an object' : body));
}

// ---------------------------------------------------------------------------------------------
// Paths, queries, headers

const BOGUS_IDS = [
  '0',
  '-1',
  '1.5',
  'null',
  'undefined',
  'NaN',
  '%',
  '%25',
  '...',
  '9'.repeat(40),
  "' OR '1'='1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder as an id
  '${id}',
  '__proto__',
  'constructor',
  'a'.repeat(300),
  'a'.repeat(5_000),
  '\u0000',
  ' ',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-000000000000',
  SAMPLE_UUID,
  'shx_0000000000000000',
];

/**
 * Ids no resource has. `.` and `..` are left out: a client (and undici) resolves them as dot
 * segments, so `/products/{id}/variants/..` would name another route, a real one.
 */
const bogusId: fc.Arbitrary<string> = fc
  .oneof(
    fc.uuid(),
    fc.constantFrom(...BOGUS_IDS),
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 16 }),
    fc.stringMatching(/^[0-9a-f]{6,32}$/),
  )
  .filter((id) => id !== '.' && id !== '..');

/** `api:segment:param`, e.g. `dev:products:id` for `/dev/v1/products/{id}/serials`. */
export function idKey(api: string, template: string, param: string): string {
  const segments = template.split('/');
  const at = segments.indexOf(`{${param}}`);
  return `${api}:${segments[at - 1] ?? ''}:${param}`;
}

/**
 * Path parameters that name something outside Shopforge rather than a stored resource: any id
 * of this form is valid and a run is recorded for it (docs/messaging-bots.md). Only ids that
 * break the form are bad. (The OpenAPI document gives these parameters no pattern.)
 */
const FREE_FORM_PATH_PARAMS: Record<string, RegExp> = {
  botId: /^[A-Za-z0-9_-]{1,64}$/,
  journeyId: /^[A-Za-z0-9_-]{1,64}$/,
};

function bogusIdFor(param: string): fc.Arbitrary<string> {
  const form = FREE_FORM_PATH_PARAMS[param];
  return form ? bogusId.filter((id) => !form.test(id)) : bogusId;
}

/** A path segment; lone surrogates (which encodeURIComponent refuses) become U+FFFD. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

function pathArb(op: Operation, ctx: FuzzContext, forceBogus: boolean): fc.Arbitrary<string> {
  if (op.pathParams.length === 0) return fc.constant(op.path);
  const values = op.pathParams.map((param) => {
    const real = ctx.realIds.get(idKey(op.api, op.path, param.name));
    const bogus = bogusIdFor(param.name);
    if (real && !forceBogus)
      return fc.oneof({ weight: 4, arbitrary: fc.constant(real) }, { weight: 1, arbitrary: bogus });
    // Forced: every parameter is bad; otherwise a free-form one may stay good.
    if (!forceBogus && FREE_FORM_PATH_PARAMS[param.name]) return fc.constantFrom('fuzz_bot', 'journey-1');
    return bogus;
  });
  return fc.tuple(...values).map((ids) => {
    let path = op.path;
    op.pathParams.forEach((param, i) => {
      path = path.replace(`{${param.name}}`, encodeSegment(ids[i] ?? ''));
    });
    return path;
  });
}

const queryText = (value: unknown) =>
  value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** What a zod query schema reads from the text (numbers are coerced). */
function queryValueAsParsed(schema: JsonSchema, text: string | string[]): unknown {
  if (Array.isArray(text)) return text;
  const types = admittedTypes(schema);
  if (types && (types.has('integer') || types.has('number')) && !types.has('string')) return Number(text);
  return text;
}

function queryParamsArb(op: Operation, ctx: FuzzContext): fc.Arbitrary<Array<[string, string]>> {
  const parts = op.query.map((param) => {
    const value = validValue(param.schema).map(queryText);
    const fixed = param.name === 'api_key' ? fc.constantFrom(...ctx.resellerKeys, '') : value;
    return param.required
      ? fixed.map((v) => [[param.name, v]])
      : fc.option(
          fixed.map((v) => [[param.name, v]]),
          { nil: [] },
        );
  });
  return fc.tuple(...parts).map((all) => all.flat() as Array<[string, string]>);
}

/** A query parameter value the parameter's schema refuses, as query text. */
function badQueryValue(param: Parameter): fc.Arbitrary<string | string[]> | null {
  const candidates: fc.Arbitrary<string | string[]> = fc.oneof(
    fc.constantFrom(...NASTY_STRINGS),
    fc.string({ maxLength: 30 }),
    fc.constantFrom('0', '-5', '1.5', '101', '1000000000', '1e3', '0x10', 'abc', 'x'.repeat(2_000)),
    fc.constant<string[]>(['1', '2']),
    ...(param.schema.maxLength !== undefined && param.schema.maxLength < 20_000
      ? [fc.constant('q'.repeat(param.schema.maxLength + 1))]
      : []),
  );
  const bad = candidates.filter((text) => !accepts(param.schema, queryValueAsParsed(param.schema, text)));
  // A parameter that takes any text has no bad value.
  const anyText = ['fuzz', '', 'x'.repeat(2_000), '0', '-5', '1.5', 'abc', ['1', '2']].every((t) =>
    accepts(param.schema, queryValueAsParsed(param.schema, t as string | string[])),
  );
  return anyText ? null : bad;
}

function encodeQuery(pairs: Array<[string, string | string[]]>): string {
  const parts: string[] = [];
  for (const [name, value] of pairs) {
    for (const v of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeSegment(name)}=${encodeSegment(v)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const malformedJson: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      '{"a":1}}',
      '[1,2',
      'nul',
      'NaN',
      'undefined',
      '"just a string"',
      '42',
      'true',
      'null',
      '\uFEFF{"a":1',
      '{"a":"\u0000',
      '{"a":1} trailing',
      `${'['.repeat(2_000)}`,
      '<xml/>',
    ),
    fc.string({ minLength: 1, maxLength: 60 }),
  )
  .filter((text) => {
    if (text.trim() === '') return false;
    try {
      const parsed = JSON.parse(text) as unknown;
      // body-parser in strict mode takes only objects and arrays.
      return parsed === null || typeof parsed !== 'object';
    } catch {
      return true;
    }
  });

/**
 * JSON nested past the gateway's limit (README "Request bodies": 32 levels), just past it and
 * far past what `JSON.stringify` and zod survive: 400 every time, never a stack overflow.
 */
const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(33, 64, 5_000, 100_000), fc.boolean())
  .map(([levels, arrays]) =>
    arrays
      ? `{"fuzz":${'['.repeat(levels)}${']'.repeat(levels)}}`
      : `${'{"fuzz":'.repeat(levels)}1${'}'.repeat(levels)}`,
  );

const MULTIPART_BOUNDARY = 'fuzz-boundary';

/** A multipart body over the limit made of fields each well under it (counted as a whole: 413). */
const oversizedMultipart: fc.Arbitrary<string> = fc.integer({ min: 5, max: 72 }).map((fields) => {
  const parts = Array.from(
    { length: fields },
    (_, index) =>
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\n${'x'.repeat(256 * 1024)}\r\n`,
  );
  return `${parts.join('')}--${MULTIPART_BOUNDARY}--\r\n`;
});

/**
 * A `contains` filter whose text holds LIKE's metacharacters: a literal match (docs/lists.md),
 * or 422 when the list has no such text field; never a 5xx from a malformed pattern.
 */
const wildcardFilter: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('email', 'customer_email', 'title', 'name', 'code', 'description', 'gateway'),
    fc.constantFrom('%', '_', '\\', '50%', 'i_em@', '%%__\\\\', '\\%', 'a\\_b', '[%]'),
  )
  .map(([field, value]) => JSON.stringify([{ field, op: 'contains', value }]));

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=bogus',
  'image/png',
];

function wrongContentType(op: Operation): fc.Arbitrary<string> {
  const accepted = op.body?.contentTypes ?? ['application/json'];
  const refused = WRONG_CONTENT_TYPES.filter(
    (type) => !accepted.some((ok) => type.startsWith(ok) && !type.includes('charset=')),
  );
  return fc.constantFrom(...refused);
}

const badCredential = (api: Operation['api'], ctx: FuzzContext): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    fc.constant({}),
    fc.constantFrom(
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: 'Basic Zm9vOmJhcg==' },
      { authorization: `Bearer ${'A'.repeat(4_000)}` },
      { authorization: 'Bearer shx_00000000000000000000000000000000' },
      { authorization: 'Bearer shxr_0000000000000000000000000000000000000000' },
      { authorization: 'Bearer shpat_0000000000000000000000000000000000000000' },
      // The other API's credential.
      { authorization: `Bearer ${api === 'dev' ? (ctx.resellerKeys[0] ?? '') : ctx.devKey}` },
    ),
    fc
      .string({ maxLength: 80 })
      .map((token) => ({ authorization: `Bearer ${token.replace(/[\r\n]/g, '')}` })),
  );

const noiseHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-request-id': fc.oneof(fc.string({ maxLength: 40 }), fc.constant('r'.repeat(500))),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'application/json;q=0'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'bogus'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'),
  },
  { requiredKeys: [] },
);

/** Header values must be sendable: visible ASCII and spaces only. */
const sendable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, '?')]));

// ---------------------------------------------------------------------------------------------

interface Draft {
  kind: string;
  path: string;
  query: Array<[string, string | string[]]>;
  headers: Record<string, string>;
  body?: string;
}

function credentialFor(op: Operation, ctx: FuzzContext): fc.Arbitrary<Record<string, string>> {
  if (op.api === 'dev') return fc.constant({ authorization: `Bearer ${ctx.devKey}` });
  // Reseller keys rotate: each bucket holds 30 requests, refilling 5 a second.
  return fc
    .integer({ min: 0, max: Math.max(0, ctx.resellerKeys.length - 1) })
    .map((i) => ({ authorization: `Bearer ${ctx.resellerKeys[i] ?? ''}` }));
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Every kind of bad request this operation admits, each an arbitrary of drafts. */
function draftsFor(
  op: Operation,
  ctx: FuzzContext,
): Array<{ weight: number; arbitrary: fc.Arbitrary<Draft> }> {
  const realPath = pathArb(op, ctx, false);
  const query = queryParamsArb(op, ctx);
  const credential = credentialFor(op, ctx);
  const takesBody = BODY_METHODS.has(op.method);
  const validBody = op.body
    ? validValue(op.body.schema).map((v) => JSON.stringify(v))
    : fc.constant(undefined);
  const jsonHeaders = { 'content-type': 'application/json' };
  const draft = (
    kind: string,
    parts: {
      path?: fc.Arbitrary<string>;
      query?: fc.Arbitrary<Array<[string, string | string[]]>>;
      headers?: fc.Arbitrary<Record<string, string>>;
      body?: fc.Arbitrary<string | undefined>;
    },
  ): fc.Arbitrary<Draft> =>
    fc
      .record({
        path: parts.path ?? realPath,
        query: parts.query ?? query,
        headers:
          parts.headers ?? credential.map((h) => ({ ...h, ...(takesBody && op.body ? jsonHeaders : {}) })),
        body: parts.body ?? (takesBody ? validBody : fc.constant(undefined)),
      })
      .map((d) => ({ kind, ...d }));
  const withJson = credential.map((h) => ({ ...h, ...jsonHeaders }));
  const kinds: Array<{ weight: number; arbitrary: fc.Arbitrary<Draft> }> = [];

  if (op.body && takesBody) {
    const schema = op.body.schema;
    kinds.push({
      weight: 80,
      arbitrary: draft('body-field', {
        headers: withJson,
        body: brokenBody(schema).map((b) => JSON.stringify(b)),
      }),
    });
    const nul = bodyWithNul(schema);
    if (nul) {
      kinds.push({
        weight: 20,
        arbitrary: draft('nul-in-text', {
          headers: withJson,
          body: nul.map((b) => (b === undefined ? 'NaN' : JSON.stringify(b))),
        }),
      });
    }
    if (!accepts(schema, {})) {
      kinds.push({
        weight: 10,
        arbitrary: draft('missing-body', { headers: credential, body: fc.constant(undefined) }),
      });
    }
  }
  if (takesBody) {
    kinds.push({
      weight: 20,
      arbitrary: draft('malformed-json', { headers: withJson, body: malformedJson }),
    });
    kinds.push({
      weight: 20,
      arbitrary: draft('wrong-content-type', {
        headers: fc
          .tuple(credential, wrongContentType(op))
          .map(([h, type]) => ({ ...h, 'content-type': type })),
        body: validBody.map((b) => b ?? '{}'),
      }),
    });
    kinds.push({
      weight: 2,
      arbitrary: draft('too-large', {
        headers: withJson,
        body: fc.constant(JSON.stringify({ fuzz: 'x'.repeat(MAX_BODY_BYTES + 16) })),
      }),
    });
  }
  if (takesBody) {
    kinds.push({ weight: 5, arbitrary: draft('deep-json', { headers: withJson, body: deepJson }) });
  }
  if (takesBody && op.body?.contentTypes.includes('multipart/form-data')) {
    kinds.push({
      weight: 5,
      arbitrary: draft('oversized-multipart', {
        headers: credential.map((h) => ({
          ...h,
          'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
        })),
        body: oversizedMultipart,
      }),
    });
  }
  if (op.method === 'GET' && op.query.some((param) => param.name === 'filters')) {
    const withWildcard = fc
      .tuple(query, wildcardFilter)
      .map(([pairs, filters]) => [
        ...pairs.filter(([name]) => name !== 'filters'),
        ['filters', filters] as [string, string],
      ]);
    kinds.push({ weight: 10, arbitrary: draft('wildcard-filter', { query: withWildcard }) });
  }
  if (!takesBody && op.api === 'dev') {
    // The Developer API takes no body on GET and DELETE (400); the Reseller API ignores one.
    kinds.push({
      weight: 20,
      arbitrary: draft(`body-on-${op.method.toLowerCase()}`, {
        headers: withJson,
        body: fc.oneof(
          fc.constant('{}'),
          fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify({ v })),
        ),
      }),
    });
  }
  if (op.pathParams.length > 0) {
    kinds.push({ weight: 40, arbitrary: draft('unknown-path-id', { path: pathArb(op, ctx, true) }) });
  }
  const badQueries = op.query
    .map((param) => ({ param, bad: badQueryValue(param) }))
    .filter((q): q is { param: Parameter; bad: fc.Arbitrary<string | string[]> } => q.bad !== null);
  if (badQueries.length > 0) {
    const badQuery = fc
      .tuple(query, fc.constantFrom(...badQueries))
      .chain(([pairs, { param, bad }]) =>
        bad.map(
          (value) =>
            [...pairs.filter(([name]) => name !== param.name), [param.name, value]] as Array<
              [string, string | string[]]
            >,
        ),
      );
    kinds.push({ weight: 40, arbitrary: draft('query-param', { query: badQuery }) });
  }
  const textParams = op.query.filter(
    (param) => param.name !== 'api_key' && admittedTypes(param.schema)?.has('string'),
  );
  if (textParams.length > 0) {
    // U+0000 in a text parameter: refused (422) or, for a filter that needs no lookup, ignored.
    const nulQuery = fc
      .tuple(query, fc.constantFrom(...textParams))
      .map(
        ([pairs, param]) =>
          [...pairs.filter(([name]) => name !== param.name), [param.name, 'a\u0000b']] as Array<
            [string, string]
          >,
      );
    kinds.push({ weight: 10, arbitrary: draft('nul-in-query', { query: nulQuery }) });
  }
  if (op.query.some((p) => p.name === 'api_key')) {
    kinds.push({
      weight: 20,
      arbitrary: draft('bad-credential', {
        query: query.chain((pairs) =>
          fc
            .constantFrom('', 'shxr_0000', 'x'.repeat(600), ctx.devKey)
            .map((key) => pairs.map(([n, v]) => [n, n === 'api_key' ? key : v] as [string, string])),
        ),
      }),
    });
  } else {
    kinds.push({
      weight: 10,
      arbitrary: draft('bad-credential', {
        headers: badCredential(op.api, ctx).map((h) => ({
          ...h,
          ...(takesBody && op.body ? jsonHeaders : {}),
        })),
      }),
    });
  }
  if (op.api === 'reseller' && op.method === 'POST' && op.path.endsWith('/orders')) {
    kinds.push({
      weight: 30,
      arbitrary: draft('idempotency-key', {
        headers: fc
          .tuple(
            withJson,
            fc.constantFrom<string | undefined>(undefined, '', '   ', 'k'.repeat(129), 'k'.repeat(2_000)),
          )
          .map(([h, key]) => (key === undefined ? h : { ...h, 'idempotency-key': key })),
      }),
    });
  }
  return kinds;
}

/** Bad requests for `op`; `count` of them, reproducible from `seed`. */
export function badRequests(op: Operation, ctx: FuzzContext, count: number, seed: number): FuzzRequest[] {
  const idempotent = op.api === 'dev' && op.method !== 'GET';
  const reseller = op.api === 'reseller' && op.method === 'POST' && op.path.endsWith('/orders');
  const arbitrary = fc
    .tuple(
      fc.oneof(...draftsFor(op, ctx)),
      noiseHeaders,
      fc.option(fc.string({ minLength: 1, maxLength: 64 }), { nil: undefined }),
      fc.uuid(),
      fc.option(
        fc.tuple(
          fc.constantFrom('fuzz', 'limit[]', '__proto__', 'a'.repeat(100)),
          fc.string({ maxLength: 20 }),
        ),
        {
          nil: undefined,
        },
      ),
    )
    .map(([d, noise, devIdempotencyKey, orderKey, extraQuery]): FuzzRequest => {
      const headers: Record<string, string> = { ...noise, ...d.headers };
      if (idempotent && devIdempotencyKey) headers['idempotency-key'] = devIdempotencyKey;
      // Orders need a key to get past it; the idempotency-key kind sets its own (or none).
      if (reseller && d.kind !== 'idempotency-key') headers['idempotency-key'] = `fuzz-${orderKey}`;
      const query = extraQuery && op.method === 'GET' ? [...d.query, extraQuery] : d.query;
      return {
        operation: `${op.method} ${op.path}`,
        kind: d.kind,
        method: op.method,
        path: `${d.path}${encodeQuery(query)}`,
        headers: sendable(headers),
        ...(d.body === undefined ? {} : { body: d.body }),
      };
    });
  return fc.sample(arbitrary, { numRuns: count, seed });
}
