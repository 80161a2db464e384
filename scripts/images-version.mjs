// The version of the site's own pictures (src/client/public/images: logo, banners, art): a hash
// of every file's path and bytes. Every build (the client and its server-rendering bundle in
// vite.config.ts, the server in scripts/build-server.mjs, the tests in vitest.config.ts) defines
// it as __IMAGES_VERSION__, so all of them write the same addresses, `/images/…?v=<version>`, and
// the server can let browsers keep those for a year (src/shared/image-url.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const imagesDir = path.resolve(import.meta.dirname, '../src/client/public/images');

/** @returns {string} 12 hex characters; they change when any picture is added, removed or edited. */
export function imagesVersion() {
  const hash = createHash('sha256');
  const files = readdirSync(imagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(imagesDir, file).split(path.sep).join('/')).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
