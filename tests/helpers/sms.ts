/**
 * The built-in SMS gateway simulator and a real SMTP server, started before the test app (its
 * configuration is frozen once built): pass `env` to createTestApp / createPaymentTestApp.
 * The outbox worker then sends over real HTTP and SMTP.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../src/server/config';
import { startSmsSimulator, type SmsSimulator } from '../../src/server/sms-simulator/server';

export async function startTestSmsSimulator(): Promise<SmsSimulator & { env: Record<string, string> }> {
  const { username, apiKey } = loadConfig({ NODE_ENV: 'test' }).sms;
  const simulator = await startSmsSimulator({ username, apiKey });
  return Object.assign(simulator, { env: { SMS_BASE_URL: simulator.url } });
}

export interface ReceivedMail {
  to: string[];
  data: string;
}

/** A real SMTP server on loopback; `env` points the app's SMTP_URL at it. */
export async function startSmtpServer(): Promise<{
  received: ReceivedMail[];
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const env = { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` };
  return { received, env, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
