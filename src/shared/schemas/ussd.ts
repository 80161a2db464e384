/** The dashboard's USSD report (GET /api/ussd/report): the server answers it, the USSD tab reads it. */
import { z } from './zod';

export const ussdReportSchema = z.object({
  since: z.string(),
  days: z.array(z.object({ day: z.string(), sessions: z.number() })),
  outcomes: z.array(z.object({ outcome: z.string(), sessions: z.number() })),
  completed: z.object({ joins: z.number(), renewals: z.number() }),
  dropOuts: z.array(z.object({ screen: z.string(), sessions: z.number() })),
  endStatuses: z.array(z.object({ status: z.string(), sessions: z.number() })),
});
export type UssdReport = z.infer<typeof ussdReportSchema>;
