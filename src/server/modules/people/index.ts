/**
 * The person-record layer members and leaders share: columns, answers, filters, keyset export,
 * add/edit/delete with photo swap, edit-version lock and audit, and the routes registered once.
 * No routes of its own: members/ and leaders/ each build theirs with personRoutes().
 */
export { personRoutes, type WaitingRemoval } from './routes';
export { chapterIdsMatching, containsFolded, searchPatterns } from './search';
export { personAnswer, personColumns, personRecords, type PersonFilters, type PersonInput } from './service';
