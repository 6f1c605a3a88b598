import { AppError, ERROR_STATUS, toEnvelope } from '@shopforge/errors';
import type { BuildContext } from './context';
import { carriesIdempotencyStatus, type OperationTraits, responseHeaders } from './headers';
import { pascal } from './names';
import type { ApiProfile, ErrorCase, ErrorWhen } from './profiles';
import { componentRef } from './schemas';
import type { ExampleObject, Reference, SchemaObject } from './types';

export const ERROR_ENVELOPE = 'ErrorEnvelope';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  422: 'Unprocessable content',
  429: 'Too many requests',
  431: 'Request header fields too large',
  500: 'Internal server error',
  503: 'Service unavailable',
};

/** `components.schemas.ErrorEnvelope`: the one body every error of the API leaves in. */
export function errorEnvelopeSchema(profile: ApiProfile): SchemaObject {
  const extras = Object.fromEntries(
    Object.entries(profile.errorExtras).map(([name, { description }]) => [name, { description }]),
  );
  return {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message', 'doc_url'],
        properties: {
          code: {
            type: 'string',
            enum: [...profile.errorCodes],
            description: 'Stable machine-readable code; the HTTP status follows from it.',
          },
          message: { type: 'string', description: 'Human-readable explanation; never carries internals.' },
          doc_url: {
            type: 'string',
            format: 'uri',
            description: 'This code’s cause and fix on the platform’s error page (`/docs/errors#CODE`).',
          },
          request_id: {
            type: 'string',
            description: 'The request’s id (as `X-Request-Id`): quote it when reporting a problem.',
          },
          details: {
            type: 'array',
            description: 'On validation errors: one entry per invalid field.',
            items: {
              type: 'object',
              required: ['field', 'message'],
              properties: { field: { type: 'string' }, message: { type: 'string' } },
            },
          },
          subcode: { type: 'string', description: 'Finer-grained reason, when the code has several.' },
          ...extras,
        },
      },
    },
  };
}

function applies(when: ErrorWhen, traits: OperationTraits): boolean {
  if (when === 'mutating') return traits.mutating;
  if (when === 'body') return traits.readsBody;
  return true;
}

function example(errorCase: ErrorCase): ExampleObject {
  // Built by the real envelope writer, so `doc_url` and member order match what callers receive.
  const details = errorCase.details ? { details: errorCase.details } : {};
  const error = new AppError(errorCase.code, errorCase.message, details);
  return { summary: `${errorCase.code}: ${errorCase.message}`, value: toEnvelope(error) };
}

function responseName(status: number, mutationSpecific: boolean): string {
  return `${pascal(STATUS_TEXT[status] ?? `Error ${status}`)}${mutationSpecific ? 'OnMutation' : ''}`;
}

/**
 * The error responses of one operation, grouped by the status each code has in the closed
 * ERROR_STATUS list (so a status can never disagree with what the error handler sends). Each is
 * a `components.responses` entry: all reads share one variant per status and all state-changing
 * operations another, instead of every operation repeating the same bodies and headers.
 */
export function errorResponses(ctx: BuildContext, traits: OperationTraits): Record<string, Reference> {
  const byStatus = new Map<number, ErrorCase[]>();
  for (const errorCase of ctx.profile.errorCases) {
    if (!applies(errorCase.when, traits)) continue;
    const status = ERROR_STATUS[errorCase.code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), errorCase]);
  }
  const responses: Record<string, Reference> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const cases = byStatus.get(status) ?? [];
    const codes = [...new Set(cases.map((errorCase) => `\`${errorCase.code}\``))].join(', ');
    const mutationSpecific =
      cases.some((errorCase) => errorCase.when === 'mutating') || carriesIdempotencyStatus(status, traits);
    responses[String(status)] = ctx.responses.define(responseName(status, mutationSpecific), {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${codes}.`,
      headers: responseHeaders(ctx.profile, status, traits),
      content: {
        'application/json': {
          schema: componentRef(ERROR_ENVELOPE),
          examples: Object.fromEntries(
            cases.map((errorCase) => [errorCase.name ?? errorCase.code, example(errorCase)]),
          ),
        },
      },
    });
  }
  return responses;
}
