import { z } from 'zod';

export const healthSchema = z.object({
  service: z.string(),
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
