/**
 * Telling M-Pesa where paybill payments go: the C2B confirmation and validation URLs, and the
 * Pull Transactions registration the missed-confirmation job needs. Done from the CLI
 * (`npm run mpesa -- register-urls`) or the dashboard; when and with what answer is kept in the
 * settings table (shown to officials) and the audit log.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { settings } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import type { DarajaReply } from '../../../mpesa/daraja-client';
import { audit } from '../../audit';
import type { PaymentGateway } from '../gateway';

const REGISTRATION_SETTING = 'paybill_url_registration';

export interface PaybillRegistration {
  at: string;
  confirmationUrl: string;
  validationUrl: string;
  ok: boolean;
  answer: Record<string, unknown> | null;
  pull: { ok: boolean; answer: Record<string, unknown> | null } | null;
}

export async function registerPaybillUrls(
  db: Db,
  gateway: PaymentGateway,
  nominatedNumber: string | undefined,
  actor: Actor,
  now: Date,
): Promise<PaybillRegistration> {
  const urls = await gateway.c2bUrls();
  const answer = await ask(() => gateway.daraja.registerC2bUrls(urls));
  const pull = nominatedNumber
    ? await ask(() =>
        gateway.daraja.registerPull({ callbackUrl: urls.confirmationUrl.replace(/confirmation$/, 'pull'), nominatedNumber }),
      )
    : null;
  const record: PaybillRegistration = {
    at: now.toISOString(),
    ...urls,
    ok: answer.ok,
    answer: answer.body,
    pull: pull && { ok: pull.ok, answer: pull.body },
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: REGISTRATION_SETTING, value: JSON.stringify(record) })
      .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(record) } });
    // The secret path stays out of the audit log: the answer and the outcome are what matter.
    await audit(tx, actor, {
      action: 'paybill.register-urls',
      entity: 'settings',
      entityId: REGISTRATION_SETTING,
      details: { ok: record.ok, answer: record.answer, pull: record.pull },
    });
  });
  return record;
}

export async function lastPaybillRegistration(db: Db): Promise<PaybillRegistration | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, REGISTRATION_SETTING)).limit(1);
  return row ? (JSON.parse(row.value) as PaybillRegistration) : null;
}

/** Daraja's answer, or the failure to reach it, in one shape to record. */
async function ask(call: () => Promise<DarajaReply>): Promise<{ ok: boolean; body: Record<string, unknown> | null }> {
  try {
    const reply = await call();
    return { ok: reply.ok, body: reply.body ?? { httpStatus: reply.status } };
  } catch (error) {
    return { ok: false, body: { error: (error as Error).message } };
  }
}
