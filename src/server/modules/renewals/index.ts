/** Renewals: a member looks themselves up and pays again; officials record cash renewals. */
export { renewalRoutes as renewalsPlugin } from './routes';
export { memberById, memberByIdAndPhone, ownMembership, type MemberRecord } from './service';
