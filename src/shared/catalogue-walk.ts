/**
 * The walk through a catalogue's nested groups and lists to its entries, one for every reader
 * of catalogues as data: the error-language lookup (src/server/error-language.ts) and the tests
 * that compare the twins.
 */

/** A catalogue's entry: a text, or a function making one from its values. */
export type CatalogueEntry = string | ((...args: never[]) => string);

/** Every entry of a catalogue with its path of keys (`['rsvp', 'nameRequired']`, `['body', '0']`), in the catalogue's order. */
export function* entriesOf(value: unknown, path: readonly string[] = []): Generator<[readonly string[], CatalogueEntry]> {
  if (typeof value === 'string' || typeof value === 'function') yield [path, value as CatalogueEntry];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* entriesOf(inner, [...path, key]);
}
