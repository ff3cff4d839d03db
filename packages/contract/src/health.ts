import { z } from 'zod';

/** GET /healthz: the api answers and its database runs a query. */
export const HealthResponseSchema = z.object({
  ok: z.literal(true),
  engine: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
