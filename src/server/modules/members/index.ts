/** Members: the officials' member records (on the shared person layer) and membership numbers. */
export { memberRoutes as membersPlugin } from './routes';
export { insertWithMembershipNumber } from './numbers';
