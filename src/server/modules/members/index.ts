/**
 * Members: the officials' member records (on the shared person layer), membership numbers,
 * deleting one who has paid (a second official approves), and the search the payments queue uses.
 */
export { memberRoutes as membersPlugin } from './routes';
export { insertWithMembershipNumber } from './numbers';
export { memberDeleteKind } from './removal';
export { memberSearchCondition } from './search';
