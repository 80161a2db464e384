/**
 * Test mode: M-Pesa or SMS answered by the built-in simulators. Both are the default when their
 * modes are unset, which is right for development and wrong for a live site, where memberships
 * would be free and no message would reach a phone. So production says so loudly at start, and
 * the dashboard shows officials a banner in any environment (modules/test-mode).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { TestMode } from '../shared/schemas/test-mode';

export const testModeOf = (config: Pick<Config, 'mpesa' | 'sms'>): TestMode => ({
  payments: config.mpesa.mode === 'simulator',
  sms: config.sms.mode === 'simulator',
});

/** One warning per simulated service when the server runs as production. */
export function warnAboutTestMode(config: Pick<Config, 'env' | 'mpesa' | 'sms'>, log: FastifyBaseLogger): void {
  if (config.env !== 'production') return;
  const mode = testModeOf(config);
  if (mode.payments)
    log.warn(
      'TEST MODE in production: M-Pesa is the built-in simulator, payments are simulated and memberships are free (set MPESA_MODE)',
    );
  if (mode.sms) log.warn('TEST MODE in production: SMS is the built-in simulator, no text message is sent (set SMS_MODE)');
}
