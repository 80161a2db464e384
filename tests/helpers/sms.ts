/** The built-in SMS gateway simulator beside a test app: the outbox worker sends over real HTTP. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startSmsSimulator, type SmsSimulator } from '../../src/server/sms-simulator/server';
import type { TestApp } from './app';

export async function attachSmsSimulator(t: TestApp): Promise<SmsSimulator> {
  const simulator = await startSmsSimulator({ username: t.config.sms.username, apiKey: t.config.sms.apiKey });
  t.config.sms.baseUrl = simulator.url;
  return simulator;
}

export interface ReceivedMail {
  to: string[];
  data: string;
}

/** A real SMTP server on loopback; the app's SMTP_URL points at it. */
export async function attachSmtpServer(t: TestApp): Promise<{ received: ReceivedMail[]; close(): Promise<void> }> {
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
  t.config.mail.smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return { received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
