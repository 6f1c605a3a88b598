import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

const handle = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, _ and - only.');

/** The bot and journey a test run belongs to (path parameters). */
export const journeyRefSchema = z.object({ botId: handle, journeyId: handle });

/**
 * Body of `POST /telegram/bots/{botId}/journeys/{journeyId}/test`: any JSON object (the
 * variables the run starts with); `{}` is valid. At most 50 top-level keys.
 */
export const journeyTestInputSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((input) => Object.keys(input).length <= 50, 'At most 50 variables.')
  .refine(
    (input) => !('botId' in input) && !('journeyId' in input),
    'botId and journeyId name the path; use other variable names.',
  );

/** What the billing procedure receives: the path's ids and the variables beside them. */
export const journeyTestProcedureInputSchema = z.looseObject(journeyRefSchema.shape);

/** A recorded test run of a journey. */
export const journeyTestRunSchema = z.object({
  id: idSchema,
  channel: z.literal('telegram'),
  bot_id: z.string(),
  journey_id: z.string(),
  status: z.literal('RECORDED'),
  input: z.record(z.string(), z.unknown()),
  created_at: unixSeconds,
});

export const listJourneyTestRunsQuerySchema = cursorQuerySchema;
export const listJourneyTestRunsInputSchema = cursorInputSchema.extend(journeyRefSchema.shape);
export const journeyTestRunListSchema = cursorPage(journeyTestRunSchema);
