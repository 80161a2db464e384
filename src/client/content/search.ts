/**
 * List filtering: a category ('all' by default) and a case-insensitive substring
 * search over named fields. One function for achievements, events and the dashboard alike.
 */
export function matchesSearch<T>(item: T, query: string, fields: readonly ((item: T) => string | null | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => (field(item) ?? '').toLowerCase().includes(needle));
}

export function filterList<T extends { category: string }>(
  items: T[],
  category: string,
  query: string,
  fields: readonly ((item: T) => string | null | undefined)[],
): T[] {
  return items.filter((item) => (category === 'all' || item.category === category) && matchesSearch(item, query, fields));
}

/** Achievements search title or excerpt. */
export const ACHIEVEMENT_SEARCH_FIELDS = [(a: { title: string }) => a.title, (a: { excerpt: string }) => a.excerpt] as const;
/** Events search title, excerpt or location. */
export const EVENT_SEARCH_FIELDS = [
  (e: { title: string }) => e.title,
  (e: { excerpt: string }) => e.excerpt,
  (e: { location: string }) => e.location,
] as const;

/** A category label for buttons: "all" → "All", "workshops" → "Workshops". */
export const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);
