/**
 * Where sign-in sends an official back to: the admin page they first asked for, but
 * only a path inside /admin — never another site or a protocol-relative URL (open redirect).
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return '/admin';
  if (!/^\/admin(\/[^/\\]|\/?$|\?)/.test(from) || from.startsWith('/admin/login')) return '/admin';
  return from;
}
