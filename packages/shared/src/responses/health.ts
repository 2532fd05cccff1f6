import { z } from 'zod';

/** GET /health: the API answers and its database made a round trip. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.string().describe('the kind of database: pglite or postgres'),
  catalogue: z
    .enum(['ready', 'loading'])
    .describe(
      'whether the in-process catalogue index has read the catalogue (SQL answers meanwhile)',
    ),
});
export type Health = z.infer<typeof healthSchema>;
