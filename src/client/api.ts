/**
 * The one API client: JSON in and out, same-origin cookies, and errors turned into ApiError
 * carrying the server's message and field errors (one shape for every answer, `src/shared/schemas/errors.ts`).
 */
import type { ErrorBody } from '../shared/schemas/errors';

/**
 * The error of an answer in the app's error shape, or undefined for anything else (a proxy's HTML
 * page, say). A structural check against the shared type rather than the zod schema itself: every
 * public page loads this client, and zod would add about 22 KB (gzip) to their first-load JavaScript.
 */
function errorOf(data: unknown): ErrorBody['error'] | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const validFields =
    typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string')
      ? (fields as Record<string, string>)
      : undefined;
  return { code, message, ...(validFields ? { fields: validFields } : {}) };
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: string = 'error',
    public readonly fields: Record<string, string> = {},
    /** The server's Retry-After (429, 503) in milliseconds, when it sent one. */
    public readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    // Anything not in the app's error shape (a proxy's HTML page, say) gets the generic message.
    const error = errorOf(data);
    throw new ApiError(
      response.status,
      error?.message ?? `Server returned ${response.status}`,
      error?.code,
      error?.fields,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  return data as T;
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
