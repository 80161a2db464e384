/**
 * The one `z` the shared schemas use, configured before any of them parses. `jitless`: by default
 * zod decides whether it may compile faster parsers by trying `new Function("")` at the first
 * parse. The site's Content-Security-Policy forbids eval (no 'unsafe-eval'), so in the browser
 * that probe is refused and reported as a CSP violation on every page with a form (Lighthouse
 * counts it against best practices). Parsing without compiled parsers is just as correct, and
 * the forms and request bodies are small. The setting is global to zod, so it holds on the
 * server too, and every schema behaves the same on both sides.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
