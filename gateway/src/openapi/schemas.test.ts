import { cursorPaginationSchema } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildDeveloperApiDocument } from './document';
import { SchemaRegistry, toJsonSchema } from './schemas';
import { allRefs, validateDocument } from './testing';

interface Category {
  name: string;
  children: Category[];
}

describe('zod → JSON Schema for OpenAPI', () => {
  it('drops the $schema dialect marker (the document fixes the dialect)', () => {
    expect(toJsonSchema(z.object({ a: z.string() }), 'output')).not.toHaveProperty('$schema');
  });

  it('documents what a client sends in input mode and what it gets in output mode', () => {
    const limit = z.object({ limit: z.coerce.number().int().min(1).default(50) });
    expect(toJsonSchema(limit, 'input').required).toBeUndefined();
    expect(toJsonSchema(limit, 'output').required).toEqual(['limit']);
  });

  it('hoists the local $defs of a recursive schema into components', () => {
    const category: z.ZodType<Category> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(category) }),
    );
    const registry = new SchemaRegistry();
    const json = registry.convert(
      z.object({ first: category, second: category }),
      'output',
      'getCategoriesResult',
    );
    const refs = allRefs({ json, components: registry.components });
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/^#\/components\/schemas\/getCategoriesResult_/);
    expect(JSON.stringify(json)).not.toContain('$defs');
  });

  it('names a root that refers to itself, since "#" would point at the document', () => {
    const node = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    const registry = new SchemaRegistry();
    expect(registry.convert(node, 'output', 'Node')).toEqual({ $ref: '#/components/schemas/Node' });
    expect(JSON.stringify(registry.components.Node)).toContain('"$ref":"#/components/schemas/Node"');
  });

  it('replaces any subtree equal to a shared schema with a reference to its component', () => {
    const registry = new SchemaRegistry({ CursorPagination: cursorPaginationSchema });
    const redeclared = z.object({
      data: z.array(z.string()),
      pagination: z.object({ next_cursor: z.string().nullable(), has_more: z.boolean() }),
    });
    const json = registry.convert(redeclared, 'output', 'getThingsResult');
    expect(json.properties).toMatchObject({ pagination: { $ref: '#/components/schemas/CursorPagination' } });
    expect(registry.components.CursorPagination).toEqual(toJsonSchema(cursorPaginationSchema, 'output'));
  });

  it('refuses two different schemas under one component name', () => {
    const registry = new SchemaRegistry();
    registry.define('Thing', { type: 'string' });
    expect(() => registry.define('Thing', { type: 'integer' })).toThrow(/Thing/);
  });

  it('plugs a per-event payload schema into its webhook', async () => {
    const document = buildDeveloperApiDocument([], {
      'order:paid': z.object({ uniqid: z.string(), total: z.number() }),
    });
    const paid = document.webhooks?.['order:paid']?.post?.requestBody?.content['application/json']?.schema;
    expect(paid).toMatchObject({ properties: { data: { properties: { uniqid: { type: 'string' } } } } });
    const other =
      document.webhooks?.['order:created']?.post?.requestBody?.content['application/json']?.schema;
    expect(other).toMatchObject({ properties: { data: { $ref: '#/components/schemas/WebhookData' } } });
    expect((await validateDocument(document)).valid).toBe(true);
  });
});
