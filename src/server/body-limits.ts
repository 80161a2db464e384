/**
 * Request body limits, sized to what each route carries: a body over its route's limit is
 * refused with 413 before it is read into memory or parsed (parsing megabytes of JSON blocks
 * every other request). Only routes that carry a photo take PHOTO_BODY_LIMIT_BYTES.
 */
import { MAX_PHOTO_BYTES } from '../shared/constants';

/** Every route without its own limit (admin forms, contact, sign-in). */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Public forms without a photo (a look-up, a finaliser): a few hundred bytes. */
export const SMALL_BODY_LIMIT_BYTES = 4 * 1024;
/** A photo as base64 (4/3 of its bytes) plus the rest of the form. */
export const PHOTO_BODY_LIMIT_BYTES = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 64 * 1024;
