/**
 * The process's pino logger. Personal data (names, ID numbers, phones, e-mails, passwords, OTP
 * codes) must never reach a log: known fields are redacted wherever they appear, errors are
 * logged by type and code (a failed query's message lists its values), and request URLs are
 * logged without their query string (searches carry names and numbers, a card's QR token rides in
 * ?t=) and without bearer tokens in their path (a card link is the card for a week).
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

/** Paths whose last part is a bearer token: whoever reads the log must not be able to use it. */
const TOKEN_IN_PATH = /^(\/api\/cards\/)[^/]+/;

/** A request URL as it may be logged: no query string, no bearer token. */
const loggableUrl = (url: string | undefined): string | undefined => url?.split('?')[0]!.replace(TOKEN_IN_PATH, '$1[redacted]');

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
          url: loggableUrl(req.url),
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        }),
      },
    },
    destination,
  );
}
