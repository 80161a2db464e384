/** The version of the site's own pictures: see images-version.mjs. */
export function imagesVersion(): string;
