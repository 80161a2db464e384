/**
 * LIKE patterns built from text someone typed. `%` and `_` typed by an official (or stored in a
 * key) are literal characters, not wildcards, and a backslash is PostgreSQL's default escape.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values that contain `text` anywhere. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/** Matches values that start with `text`. */
export const startingWith = (text: string): string => `${escapeLike(text)}%`;
