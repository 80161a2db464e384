/** Chapters: the public list and the officials' editing. */
export { chapterRoutes as chaptersPlugin } from './routes';
export { findChapterByName, listChapters } from './service';
