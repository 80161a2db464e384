/**
 * List filtering: a category ('all' by default) and a case-insensitive substring
 * search over named fields. One function for achievements, events and the dashboard alike.
 */
import { partsMessages } from '../../shared/page-messages/parts';

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

/**
 * A category as a badge shows it, in the page's language: "workshop" (English), "warsha"
 * (Kiswahili). A category the catalogue does not know yet shows as officials stored it.
 */
export const categoryName = (category: string): string =>
  (partsMessages.categories as Record<string, string | undefined>)[category] ?? category;

/** A category label for buttons: "all" → "All", "workshops" → "Workshops". */
export const categoryLabel = (category: string) => {
  const name = categoryName(category);
  return name.charAt(0).toUpperCase() + name.slice(1);
};
