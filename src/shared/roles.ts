/**
 * Officials' roles and what each may do: the one table. The server's access hook
 * (src/server/modules/auth/access.ts) refuses an API call from a role its access level does not
 * list, and the dashboard shows a role exactly the tabs whose access level lists it, in this
 * order, opening on the first. A role is offered on the Officials form only when it has tabs.
 */

export const ROLES = ['chairman', 'vice_chairman', 'secretary', 'treasurer', 'chapter_coordinator'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  chairman: 'Chairman',
  vice_chairman: 'Vice Chairman',
  secretary: 'Secretary',
  treasurer: 'Treasurer',
  chapter_coordinator: 'Chapter Coordinator',
};

/**
 * Roles tied to one chapter (users.chapter_id, required for them and refused for the others):
 * every query of members, leaders, their cards and photos and the overview's figures is narrowed
 * to that chapter on the server (src/server/modules/auth/scope.ts), docs/officials.md.
 */
const CHAPTER_ROLES: readonly Role[] = ['chapter_coordinator'];
export const isChapterRole = (role: string): boolean => (CHAPTER_ROLES as readonly string[]).includes(role);

/**
 * Who passes each access level a route declares (besides 'public', anyone, and 'signed-in',
 * every official):
 *   admin      chapters, messages, import, the SMS outbox, data requests, reminders
 *   records    members' and leaders' records, their cards and photos, the overview's figures:
 *              the admins see every chapter, a chapter coordinator its own chapter only
 *   chairman   officials' accounts (adding, disabling, resetting passwords)
 *   publisher  events, updates and gallery (docs/content.md)
 *   treasury   the Payments tab: payments, their decisions, totals and export
 *   audit      the audit trail (its own level, so a later role can be given the admin tabs
 *              without reading what every official did)
 *   official   every role: the official's own account (the Security tab); its API routes are
 *              'signed-in', this level only places the tab
 *   messaging  campaigns: SMS and e-mail to chosen members (docs/campaigns.md), and deciding
 *              their approvals
 *   door       event check-in: the door screen, its count, the RSVP name search, the attendance
 *              figures (docs/events.md); a chapter coordinator checks in at every event
 *   chapter-messaging  writing, reading and cancelling campaigns: a chapter coordinator's are
 *              forced to its own chapter on the server (docs/officials.md), and their approvals
 *              stay with 'messaging'
 */
const ACCESS_ROLES = {
  admin: ['chairman', 'vice_chairman'],
  records: ['chairman', 'vice_chairman', 'chapter_coordinator'],
  chairman: ['chairman'],
  publisher: ['chairman', 'vice_chairman', 'secretary'],
  treasury: ['chairman', 'vice_chairman', 'treasurer'],
  audit: ['chairman', 'vice_chairman'],
  official: ROLES,
  messaging: ['chairman', 'vice_chairman', 'secretary'],
  door: ['chairman', 'vice_chairman', 'secretary', 'chapter_coordinator'],
  'chapter-messaging': ['chairman', 'vice_chairman', 'secretary', 'chapter_coordinator'],
} as const satisfies Record<string, readonly Role[]>;
export type RoleAccess = keyof typeof ACCESS_ROLES;

export const mayPass = (access: RoleAccess, role: string): boolean => (ACCESS_ROLES[access] as readonly string[]).includes(role);

/** The chairman and vice-chairman: everything but officials' accounts. */
export const isAdminRole = (role: string): boolean => mayPass('admin', role);

/** The dashboard's tabs in sidebar order, with the access level of the API calls each makes. */
export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview', access: 'records' },
  { id: 'members', label: 'Members', access: 'records' },
  { id: 'chapters', label: 'Chapters', access: 'admin' },
  { id: 'leaders', label: 'Leaders', access: 'records' },
  { id: 'messages', label: 'Messages', access: 'admin' },
  { id: 'payments', label: 'Payments', access: 'treasury' },
  { id: 'finance', label: 'Finance', access: 'treasury' },
  { id: 'import', label: 'Import', access: 'admin' },
  { id: 'outbox', label: 'SMS Outbox', access: 'admin' },
  { id: 'ussd', label: 'USSD', access: 'admin' },
  { id: 'requests', label: 'Data requests', access: 'admin' },
  { id: 'officials', label: 'Officials', access: 'chairman' },
  { id: 'events', label: 'Events', access: 'publisher' },
  { id: 'check-in', label: 'Check-in', access: 'door' },
  { id: 'updates', label: 'Updates', access: 'publisher' },
  { id: 'gallery', label: 'Gallery', access: 'publisher' },
  // After the content tabs: the secretary still opens on Events.
  { id: 'campaigns', label: 'Send messages', access: 'chapter-messaging' },
  { id: 'audit', label: 'Audit', access: 'audit' },
  { id: 'security', label: 'Security', access: 'official' },
] as const satisfies readonly { id: string; label: string; access: RoleAccess }[];
export type TabId = (typeof DASHBOARD_TABS)[number]['id'];

/** The tabs a role sees, in sidebar order. */
export const tabsFor = (role: string): (typeof DASHBOARD_TABS)[number][] => DASHBOARD_TABS.filter((t) => mayPass(t.access, role));

/** The dashboard's address of a tab: the overview is /admin itself. */
export const tabPath = (id: TabId): string => (id === 'overview' ? '/admin' : `/admin/${id}`);

/** Where a role lands after signing in: its first tab, or null for a role with none. */
export function landingPath(role: string): string | null {
  const first = tabsFor(role)[0];
  return first ? tabPath(first.id) : null;
}

export const mayEnterDashboard = (role: string): boolean => tabsFor(role).length > 0;

/**
 * Who reads members' personal values in the audit trail unmasked (everyone else with the audit
 * level sees them masked, src/shared/masking.ts): the chairman, answerable for the data.
 */
const AUDIT_UNMASKED_ROLES: readonly Role[] = ['chairman'];
export const seesAuditUnmasked = (role: string): boolean => (AUDIT_UNMASKED_ROLES as readonly string[]).includes(role);
