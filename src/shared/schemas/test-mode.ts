/** Which outside services are simulated on this server (GET /api/test-mode, officials only). */
import { z } from 'zod';

export const testModeSchema = z.object({
  /** M-Pesa is the built-in simulator: no money moves, so memberships would be free. */
  payments: z.boolean(),
  /** SMS is the built-in simulator: no text message reaches a phone. */
  sms: z.boolean(),
});
export type TestMode = z.infer<typeof testModeSchema>;
