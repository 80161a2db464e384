/**
 * The one API client: JSON in and out, same-origin cookies, and errors turned into ApiError
 * carrying the server's message and field errors (one shape for every answer, `src/shared/schemas/errors.ts`).
 */
import type { ErrorCode } from '../shared/error-codes';
import { messages } from '../shared/messages';
import type { ErrorBody } from '../shared/schemas/errors';
import { ACTIVE_LOCALE } from '../shared/active-locale';
import { LANGUAGES } from '../shared/locale';

/**
 * Every call asks for the server's error messages in this build's language (docs/i18n.md), whatever
 * the browser's own preference: a visitor reading the Kiswahili pages reads Kiswahili errors.
 */
const LANGUAGE_HEADER = { 'accept-language': LANGUAGES[ACTIVE_LOCALE].lang };

/**
 * The error of an answer in the app's error shape, or undefined for anything else (a proxy's HTML
 * page, say). A structural check against the shared type rather than the zod schema itself: every
 * public page loads this client, and zod would add about 22 KB (gzip) to their first-load JavaScript.
 */
function errorOf(data: unknown): ErrorBody['error'] | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields, reason } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const validFields =
    typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string')
      ? (fields as Record<string, string>)
      : undefined;
  return { code, message, ...(typeof reason === 'string' ? { reason } : {}), ...(validFields ? { fields: validFields } : {}) };
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** A code of the list (compare with `ERROR_CODES.…`); a newer server may send one this build does not know. */
    public readonly code: ErrorCode | (string & {}) = 'error',
    public readonly fields: Record<string, string> = {},
    /** The server's Retry-After (429, 503) in milliseconds, when it sent one. */
    public readonly retryAfterMs: number | null = null,
    /** Which rule refused it, when one code covers several (`rate_limited`). */
    public readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The error of a refused answer, from its status and body text. An answer not in the app's error
 * shape (a proxy's HTML page, a gateway timeout) gets the product's generic words, never a bare
 * status: the person reading it can do nothing with "502".
 */
export function apiErrorOf(status: number, text: string, retryAfter: string | null = null): ApiError {
  const error = errorOf(parseJson(text));
  return new ApiError(
    status,
    error?.message ?? messages.serverError,
    error?.code,
    error?.fields,
    retryAfterMs(retryAfter),
    error?.reason,
  );
}

/** The error of a refused fetch() answer (for calls that read something other than JSON, like a PDF). */
export const apiErrorFrom = async (response: Response): Promise<ApiError> =>
  apiErrorOf(response.status, await response.text().catch(() => ''), response.headers.get('retry-after'));

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { accept: 'application/json', ...LANGUAGE_HEADER }
        : { accept: 'application/json', 'content-type': 'application/json', ...LANGUAGE_HEADER },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw apiErrorOf(response.status, text, response.headers.get('retry-after'));
  return parseJson(text) as T;
}

/** The body as JSON, or undefined when it is empty or not JSON. */
function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Retry-After is seconds or an HTTP date. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};

/** Query string from an object, skipping empty values. */
export const query = (params: Record<string, string | number | undefined | null>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
