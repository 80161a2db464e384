/**
 * Africa's Talking's delivery reports (docs/sms.md, "Delivery reports and inbound texts"): the
 * gateway posts each sent SMS's fate to our callback, naming it by the message id it answered
 * when we sent. We keep the last word on it; a final word (Success, Failed, Rejected) is never
 * overwritten by a later "still on its way" (Buffered, Sent, Submitted), so reports arriving
 * twice or out of order leave the same row.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** The gateway's last words on a message: the message reached the phone, or never will. */
const FINAL_DELIVERY_STATUSES = ['Success', 'Failed', 'Rejected'] as const;
/** Still on its way (the phone off, the network busy): a later report will say more. */
const PENDING_DELIVERY_STATUSES = ['Buffered', 'Sent', 'Submitted'] as const;
export const DELIVERY_STATUSES = [...FINAL_DELIVERY_STATUSES, ...PENDING_DELIVERY_STATUSES] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryReport {
  id: string;
  status: DeliveryStatus;
  failureReason?: string | undefined;
}

/**
 * Records one report; answers whether a message of ours had that id (an unknown id is ignored:
 * a message sent before this installation, or by another system on the same account).
 */
export async function recordDeliveryReport(db: Db, report: DeliveryReport, now: Date): Promise<boolean> {
  const isFinal = (FINAL_DELIVERY_STATUSES as readonly string[]).includes(report.status);
  const reason = report.status === 'Failed' || report.status === 'Rejected' ? (report.failureReason ?? null) : null;
  const updated = await db
    .update(outbox)
    .set({ deliveryStatus: report.status, deliveryFailureReason: reason, deliveryReportedAt: now, updatedAt: now })
    .where(
      and(
        eq(outbox.channel, 'sms'),
        eq(outbox.gatewayMessageId, report.id),
        // A final status stays; a pending one only replaces nothing or another pending one.
        isFinal ? sql`true` : or(isNull(outbox.deliveryStatus), inArray(outbox.deliveryStatus, [...PENDING_DELIVERY_STATUSES])),
      ),
    )
    .returning({ id: outbox.id });
  if (updated.length) return true;
  const [known] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.gatewayMessageId, report.id)))
    .limit(1);
  return Boolean(known);
}
