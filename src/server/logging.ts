/**
 * The process's pino logger. Personal data (names, ID numbers, phones, e-mails, passwords, OTP
 * codes) must never reach a log: known fields are redacted wherever they appear, errors are
 * logged by type and code (a failed query's message lists its values), and request URLs are
 * logged without their query string (searches carry names and numbers).
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { describeError } from './errors';

const PERSONAL_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'idNumber',
  'phoneNumber',
  'phone',
  'fullName',
  'name',
  'email',
  'username',
  'otp',
  'mpesaCode',
  'registration',
  'draft',
  'body',
];

const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

interface RequestLike {
  method?: string;
  url?: string;
  id?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        err: describeError,
        error: describeError,
        req: (req: RequestLike) => ({
          method: req.method,
          url: req.url?.split('?')[0],
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        }),
      },
    },
    destination,
  );
}
