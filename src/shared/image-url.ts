/**
 * Addresses of the site's own pictures (/images/…: logo, banners, art) carry the version of the
 * pictures in this build, `?v=<hash of every picture>` (scripts/images-version.mjs), so the
 * server can let browsers keep them for a year: a changed picture changes every address. Each
 * build defines the version (the client, its server-rendering bundle, the server, the tests), so
 * the HTML, the hydrating client and the <head> preload always name the same address.
 * Uploaded pictures already have content-hashed names and pass unchanged.
 */
declare const __IMAGES_VERSION__: string | undefined;

/** Null where no build defined it (the development server run from source): plain addresses then. */
export const IMAGES_VERSION: string | null = typeof __IMAGES_VERSION__ === 'string' ? __IMAGES_VERSION__ : null;

const OWN_PICTURE = /^\/images\/[^?#]+$/;

export function imageUrl(src: string): string {
  return IMAGES_VERSION && OWN_PICTURE.test(src) ? `${src}?v=${IMAGES_VERSION}` : src;
}
