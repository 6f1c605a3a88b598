import { validationError } from '@shopforge/errors';
import type { Request } from 'express';
import type { z } from 'zod';
import type { ResolvedRoute } from './route';

/** One part of a request (query or body) through its schema; no schema, no part. */
export function parsePart(schema: z.ZodType | undefined, value: unknown): Record<string, unknown> {
  if (!schema) return {};
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error.issues);
  return (result.data ?? {}) as Record<string, unknown>;
}

/**
 * Builds a procedure's input from the parsed query, the parsed body and the path parameters
 * (last, so a body can never override the resource the path names).
 */
export function procedureInput(route: ResolvedRoute, req: Request): Record<string, unknown> | undefined {
  const input = {
    ...parsePart(route.query, req.query),
    ...parsePart(route.body, req.body),
    ...(req.params as Record<string, string>),
  };
  return Object.keys(input).length === 0 && !route.query && !route.body ? undefined : input;
}
