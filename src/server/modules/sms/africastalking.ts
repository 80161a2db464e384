/**
 * Africa's Talking's send API (docs/sms.md): one message to one recipient. The answer says
 * whether the message was accepted, failed for good (a bad number), or should be retried later
 * (no answer, HTTP error, insufficient balance, gateway error).
 */
export interface GatewaySettings {
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId: string | undefined;
}

export type SendOutcome =
  | { outcome: 'sent'; gatewayStatus: string; messageId: string | null; costKes?: number | null }
  | { outcome: 'retry'; reason: string; gatewayStatus?: string }
  | { outcome: 'failed'; reason: string; gatewayStatus: string };

/** Accepted: Processed, Sent, Queued. */
const ACCEPTED = new Set([100, 101, 102]);
/** Wrong for this number for good: InvalidPhoneNumber, UnsupportedNumberType, UserInBlacklist, DoNotDisturbRejection. */
const PERMANENT = new Set([403, 404, 406, 409]);

const SEND_TIMEOUT_MS = 15_000;

/**
 * What the gateway charged for one message, from its answer's `cost` ("KES 1.6000": parts × the
 * price per part). Null when absent or in another currency: then nothing is added up for it.
 */
export function costInKes(cost: unknown): number | null {
  if (typeof cost !== 'string') return null;
  const match = /^KES\s+(\d+(?:\.\d+)?)$/.exec(cost.trim());
  return match ? Number(match[1]) : null;
}

/** Canonical 2547…/2541… → +2547…/+2541…, the form the gateway wants. */
const internationalPhone = (canonical: string): string => `+${canonical.replace(/^\+/, '')}`;

export async function sendSms(settings: GatewaySettings, canonicalPhone: string, message: string): Promise<SendOutcome> {
  const form = new URLSearchParams({ username: settings.username, to: internationalPhone(canonicalPhone), message });
  if (settings.senderId) form.set('from', settings.senderId);
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/version1/messaging`, {
      method: 'POST',
      headers: { apiKey: settings.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { outcome: 'retry', reason: `gateway not reachable: ${error instanceof Error ? error.name : 'error'}` };
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    return { outcome: 'retry', reason: `gateway answered HTTP ${response.status}`, gatewayStatus: `HTTP ${response.status}` };
  let recipient: { statusCode?: number; status?: string; messageId?: string; cost?: string } | undefined;
  try {
    recipient = (JSON.parse(text) as { SMSMessageData?: { Recipients?: (typeof recipient)[] } }).SMSMessageData?.Recipients?.[0];
  } catch {
    return { outcome: 'retry', reason: 'gateway answer was not JSON' };
  }
  if (!recipient || typeof recipient.statusCode !== 'number')
    return { outcome: 'retry', reason: 'gateway answer had no recipient status' };
  const gatewayStatus = `${recipient.statusCode} ${recipient.status ?? ''}`.trim();
  if (ACCEPTED.has(recipient.statusCode))
    return {
      outcome: 'sent',
      gatewayStatus,
      messageId: recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : null,
      costKes: costInKes(recipient.cost),
    };
  if (PERMANENT.has(recipient.statusCode)) return { outcome: 'failed', reason: recipient.status ?? 'refused', gatewayStatus };
  return { outcome: 'retry', reason: recipient.status ?? 'refused for now', gatewayStatus };
}
