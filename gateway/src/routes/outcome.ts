import type { z } from 'zod';

/** A response decided by the route table from what a procedure said happened. */
export interface RouteAnswer {
  status: number;
  headers?: Readonly<Record<string, string>>;
  body: unknown;
}

/**
 * A procedure that answers an outcome rather than a body: its outcome schema (what its
 * `.output()` names) and the route's answer to each outcome. The domain says what happened; the
 * route decides the status, the headers and the body.
 */
export interface OutcomeRoute {
  schema: z.ZodType;
  answer(outcome: unknown): RouteAnswer;
}

export function outcomeAnswers<S extends z.ZodType>(
  schema: S,
  answer: (outcome: z.output<S>) => RouteAnswer,
): OutcomeRoute {
  // The service checked the outcome against this same schema before it left (`.output()`).
  return { schema, answer: (outcome) => answer(outcome as z.output<S>) };
}
