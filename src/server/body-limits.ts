/**
 * Request body limits, sized to what each route carries: a body over its route's limit is
 * refused with 413 before it is read into memory or parsed (parsing megabytes of JSON blocks
 * every other request). Only routes that carry a photo take more: PUBLIC_PHOTO_BODY_LIMIT_BYTES
 * on the anonymous ones, PHOTO_BODY_LIMIT_BYTES on the officials'.
 */
import { MAX_PHOTO_DATA_URL_LENGTH, MAX_PUBLIC_PHOTO_DATA_URL_LENGTH } from '../shared/photo';

/** Every route without its own limit (admin forms, contact, sign-in). */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Public forms without a photo (a look-up, a finaliser): a few hundred bytes. */
export const SMALL_BODY_LIMIT_BYTES = 4 * 1024;
/**
 * A photo within the photo rule's limit as a data URL, plus the rest of the form: the officials'
 * signed-in member, leader and content routes.
 */
export const PHOTO_BODY_LIMIT_BYTES = MAX_PHOTO_DATA_URL_LENGTH + 64 * 1024;
/**
 * The anonymous registration routes (M-Pesa prompt, manual paybill): a photo within
 * MAX_PUBLIC_PHOTO_BYTES as a data URL, plus the rest of the form, a few hundred bytes
 * (constants.ts says why the photo bound is smaller than the officials'). No more: the JSON of
 * anonymous routes stays as small as the largest body the form sends, and json-body.ts refuses
 * one nested or split into values beyond what a form sends before it is parsed.
 */
export const PUBLIC_PHOTO_BODY_LIMIT_BYTES = MAX_PUBLIC_PHOTO_DATA_URL_LENGTH + SMALL_BODY_LIMIT_BYTES;
