/** Passport photos: normalised on upload, stored in the database, served to officials. */
export { photoRoutes as photosPlugin } from './routes';
export { deletePhoto, normalisePhoto, PUBLIC_PHOTO_LIMIT, readPhoto, storePhoto } from './service';
export { HeicTimeoutError, heicToSharp, needsHeicDecoder } from './heic';
export { countPhotoDecode, registerPhotoUploaders } from './decode-count';
export { withinPhotoSides } from './dimensions';
export { oneImageAtATime } from './image-queue';
