import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { ComponentSet } from './components';
import { isJsonObject } from './names';
import type { JsonObject, JsonValue, SchemaObject } from './types';

/** `input` for what a client sends (query strings, bodies), `output` for what it receives. */
export type SchemaIo = 'input' | 'output';

const COMPONENT_PREFIX = '#/components/schemas/';
const LOCAL_DEF_PREFIX = '#/$defs/';

export function componentRef(name: string): SchemaObject {
  return { $ref: `${COMPONENT_PREFIX}${name}` };
}

/**
 * zod → JSON Schema 2020-12, the dialect of OpenAPI 3.1, so zod's own converter is enough.
 * Transforms, dates and the like have no JSON form; `unrepresentable: 'any'` documents them as
 * "any value" instead of failing the whole document over one field.
 */
export function toJsonSchema(schema: z.ZodType, io: SchemaIo): SchemaObject {
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  // The converter's result is plain JSON; its declared type is a looser JSON Schema interface.
  const { $schema: _dialect, ...json } = converted as unknown as JsonObject;
  return json;
}

/** Rebuilds a JSON tree bottom-up, letting `visit` replace any object node (pre-order). */
function mapObjects(value: JsonValue, visit: (node: JsonObject) => JsonObject | undefined): JsonValue {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, visit));
  if (!isJsonObject(value)) return value;
  const replaced = visit(value);
  if (replaced) return replaced;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mapObjects(child, visit)]));
}

function componentName(raw: string): string {
  // Component keys must match ^[a-zA-Z0-9.\-_]+$.
  return raw.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * Converts the zod schemas of one document and owns its `components.schemas`.
 *
 * Two things make plain `z.toJSONSchema` output unfit to paste into an OpenAPI document:
 * - recursive schemas come back with a local `$defs` block and `$ref: '#/$defs/…'` or `'#'`,
 *   which inside OpenAPI would resolve against the document root, not the schema; those
 *   definitions are hoisted into `components.schemas` and the references rewritten;
 * - repeated records (pagination, products) would be inlined in every operation; any subtree
 *   equal to a registered shared schema becomes a `$ref` to its component instead. Matching
 *   is structural because contracts often re-declare the same shape rather than reuse one zod
 *   instance (e.g. the product list's own pagination object).
 */
export class SchemaRegistry {
  private readonly set = new ComponentSet<SchemaObject>('schemas');
  private readonly shared: ReadonlyArray<{ name: string; json: SchemaObject }>;

  constructor(shared: Readonly<Record<string, z.ZodType>> = {}) {
    this.shared = Object.entries(shared).map(([name, schema]) => {
      const json = toJsonSchema(schema, 'output');
      if (json.$defs !== undefined) throw new Error(`Shared schema ${name} must not be recursive.`);
      return { name, json };
    });
    // Two names for one shape would name every use after whichever comes first.
    for (const [i, a] of this.shared.entries()) {
      const twin = this.shared.slice(i + 1).find((b) => isDeepStrictEqual(a.json, b.json));
      if (twin) throw new Error(`Shared schemas ${a.name} and ${twin.name} have the same shape.`);
    }
  }

  /** Registers a hand-written component (e.g. the error envelope) and returns its reference. */
  define(name: string, schema: SchemaObject): SchemaObject {
    return this.set.define(name, schema);
  }

  /** `components.schemas` of the document, complete once every operation is built. */
  get components(): Record<string, SchemaObject> {
    return this.set.entries;
  }

  /**
   * The schema of one operation part. `name` must be unique in the document (operationId plus
   * the part's role); it names the components hoisted out of recursive schemas.
   */
  convert(schema: z.ZodType, io: SchemaIo, name: string): SchemaObject {
    const { $defs, ...root } = toJsonSchema(schema, io);
    const defNames = new Map<string, string>();
    if ($defs !== undefined && isJsonObject($defs)) {
      for (const key of Object.keys($defs))
        defNames.set(key, componentName(`${name}_${key.replace(/^_+/, '')}`));
    }
    let selfReferenced = false;
    const rewrite = (value: JsonValue): JsonValue =>
      mapObjects(value, (node) => {
        const shared = this.shared.find((candidate) => isDeepStrictEqual(candidate.json, node));
        if (shared) return this.define(shared.name, shared.json);
        const ref = node.$ref;
        if (typeof ref !== 'string') return undefined;
        if (ref === '#') {
          selfReferenced = true;
          return { ...node, $ref: `${COMPONENT_PREFIX}${componentName(name)}` };
        }
        const hoisted = ref.startsWith(LOCAL_DEF_PREFIX)
          ? defNames.get(ref.slice(LOCAL_DEF_PREFIX.length))
          : undefined;
        return hoisted === undefined ? undefined : { ...node, $ref: `${COMPONENT_PREFIX}${hoisted}` };
      });

    if ($defs !== undefined && isJsonObject($defs)) {
      for (const [key, definition] of Object.entries($defs)) {
        const hoisted = rewrite(definition);
        const target = defNames.get(key);
        if (target !== undefined && isJsonObject(hoisted)) this.define(target, hoisted);
      }
    }
    const result = rewrite(root);
    if (!isJsonObject(result)) throw new Error(`Schema ${name} did not convert to a JSON object.`);
    // A root that refers to itself (`$ref: '#'`) can only be referenced once it has a name.
    return selfReferenced ? this.define(componentName(name), result) : result;
  }
}
