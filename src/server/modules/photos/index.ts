/** Passport photos: normalised on upload, stored in the database, served to officials. */
export { photoRoutes as photosPlugin } from './routes';
export { deletePhoto, normalisePhoto, PUBLIC_PHOTO_LIMIT, readPhoto, storePhoto } from './service';
export { heicToSharp, needsHeicDecoder } from './heic';
