/**
 * How many M-Pesa PIN prompts one paying phone may receive (docs/product-rules.md, "Prompt
 * limits"), whatever the ID number and whatever the purpose: without a cap anyone could send a
 * PIN prompt to any phone once a minute, for ever, with a fresh ID number each time. Counted from
 * the payments table, so the caps hold across server instances (a sliding window: each prompt leaves it on its own).
 * The one-a-minute rule (LIMITS.prompt_phone_minute) and the per-network limit (config.mpesa.promptLimits) sit beside these.
 */
import { LIMITS, type Limit } from '../../lib/limits';

/** The caps, shortest window first (their numbers and messages are in lib/limits.ts). */
export const PROMPTS_PER_PHONE: readonly Limit[] = [LIMITS.prompt_phone_hour, LIMITS.prompt_phone_day];

/** The longest window: older prompts never count. */
export const LONGEST_PHONE_CAP_MS = Math.max(...PROMPTS_PER_PHONE.map((cap) => cap.windowMs));

/**
 * The first cap the phone has reached, given when its earlier prompts were started, and the
 * moment the next prompt becomes allowed (enough of them have left that window); null when
 * another prompt may go.
 */
export function phoneCapReached(promptedAt: readonly Date[], now: Date): { cap: Limit; retryAt: Date } | null {
  for (const cap of PROMPTS_PER_PHONE) {
    const inWindow = promptedAt
      .map((at) => at.getTime())
      .filter((at) => at > now.getTime() - cap.windowMs)
      .sort((a, b) => a - b);
    if (inWindow.length < cap.max) continue;
    // Allowed again once all but max - 1 of them have left the window.
    const freeing = inWindow[inWindow.length - cap.max]!;
    return { cap, retryAt: new Date(freeing + cap.windowMs) };
  }
  return null;
}
