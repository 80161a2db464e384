/** Members' data rights: download, correct, delete; officials handle deletion requests (docs/data-rights.md). */
export { dataRightsRoutes as dataRightsPlugin } from './routes';
