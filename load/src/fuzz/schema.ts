/**
 * The part of JSON Schema (2020-12, as the gateway's OpenAPI 3.1 documents use it) the fuzzer
 * needs: dereferencing and a validator. The validator decides whether a generated value breaks
 * the documented contract, so a "bad request" is bad by the document, not by guesswork.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** Replaces every `$ref` by the component it names (the documents' schemas are not recursive). */
export function dereference(schema: unknown, components: Record<string, unknown>, depth = 0): JsonSchema {
  if (depth > 40) throw new Error('schema nesting too deep (a recursive $ref?)');
  if (Array.isArray(schema)) return schema.map((s) => dereference(s, components, depth + 1)) as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema as JsonSchema;
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const name = record.$ref.split('/').pop() ?? '';
    const target = components[name];
    if (!target) throw new Error(`unresolved ${record.$ref}`);
    return dereference(target, components, depth + 1);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [
          k,
          dereference(v, components, depth + 1),
        ]),
      );
    } else if (['items', 'additionalProperties', 'propertyNames', 'anyOf', 'oneOf', 'allOf'].includes(key)) {
      out[key] = typeof value === 'boolean' ? value : dereference(value, components, depth + 1);
    } else {
      out[key] = value;
    }
  }
  return out as JsonSchema;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function typeMatches(declared: string | string[] | undefined, value: unknown): boolean {
  if (declared === undefined) return true;
  const types = Array.isArray(declared) ? declared : [declared];
  const actual = jsonTypeOf(value);
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

function formatMatches(format: string | undefined, value: string): boolean {
  switch (format) {
    case 'uuid':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    case 'uri':
      return URL.canParse(value);
    default:
      return true;
  }
}

const deepEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** True when `value` satisfies `schema` (the keywords the documents use). */
export function accepts(schema: JsonSchema | boolean | undefined, value: unknown): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if (schema.const !== undefined && !deepEqual(schema.const, value)) return false;
  if (schema.enum && !schema.enum.some((option) => deepEqual(option, value))) return false;
  if (schema.anyOf && !schema.anyOf.some((s) => accepts(s, value))) return false;
  if (schema.oneOf && schema.oneOf.filter((s) => accepts(s, value)).length !== 1) return false;
  if (schema.allOf && !schema.allOf.every((s) => accepts(s, value))) return false;
  if (!typeMatches(schema.type, value)) return false;
  if (typeof value === 'string') {
    // Code points, as JSON Schema and zod 4 count them (not UTF-16 units: "😀" is 1, not 2).
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return false;
    if (!formatMatches(schema.format, value)) return false;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return false;
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    if (schema.items && !value.every((item) => accepts(schema.items, item))) return false;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) return false;
    for (const [key, item] of Object.entries(record)) {
      const declared = schema.properties?.[key];
      if (declared) {
        if (!accepts(declared, item)) return false;
      } else if (schema.additionalProperties !== undefined && !accepts(schema.additionalProperties, item)) {
        return false;
      }
      if (schema.propertyNames && !accepts(schema.propertyNames, key)) return false;
    }
  }
  return true;
}

/** The types a schema admits at its top level; `null` when it admits anything. */
export function admittedTypes(schema: JsonSchema): Set<JsonType> | null {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const union = new Set<JsonType>();
    for (const branch of branches) {
      const types = admittedTypes(branch);
      if (!types) return null;
      for (const t of types) union.add(t);
    }
    return union;
  }
  if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
  if (schema.type === undefined) return schema.allOf?.[0] ? admittedTypes(schema.allOf[0]) : null;
  const types = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[]);
  if (types.has('number')) types.add('integer');
  return types;
}
