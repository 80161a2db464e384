import type { Plugin } from 'vite';

/** The twin of a resolved module file for a language's suffix ('sw'), or null when it has none. */
export function twinOf(file: string, suffix: string): string | null;
/** The Vite plugin that resolves shared modules to their language twins (docs/i18n.md). */
export function localeTwins(suffix: string): Plugin;
/** The Vite plugin that leaves the English-only officials' dashboard out of a language's build. */
export function withoutDashboard(): Plugin;
