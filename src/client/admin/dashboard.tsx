/**
 * The officials' dashboard. Each tab has its own URL under /admin so a link or a reload keeps the
 * place. Which tabs a role sees, in what order, comes from the one role table
 * (src/shared/roles.ts, DASHBOARD_TABS), which the server's access hook reads too; SCREENS below
 * says how each tab looks. A role opens on its first tab, and an address of a tab it may not see
 * goes there too. Server state lives in one TanStack Query client, created with the dashboard,
 * so the public pages never load it.
 */
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS, isAdminRole, mayPass, tabPath, tabsFor, type TabId } from '../../shared/roles';
import { serverMessages } from '../../shared/server-messages';
import { formatWeekdayDate } from '../../shared/dates';
import { useSession } from '../auth/session';
import { ChaptersTab } from './chapters-tab';
import { MessagesTab } from './messages-tab';
import { NotificationsBell } from './notifications-bell';
import { notify, useNotices } from './notices';
import { Overview } from './overview';
import { leaderKind, memberKind } from './people/kinds';
import { PeopleTab } from './people/people-tab';
import { chaptersQuery, createDashboardClient, statsQuery } from './queries';
import { Spinner } from './ui';
import { TestModeBanner } from './test-mode-banner';
import { Icon, type IconName } from './icons';
import './admin.css';

const PaymentsPanel = lazy(() => import('./payments'));
// Its chart and export form: a chunk of its own, loaded when the tab opens.
const FinancePanel = lazy(() => import('./finance/finance-tab'));
const OfficialsPanel = lazy(() => import('./officials'));
const ImportPanel = lazy(() => import('./lifecycle/import-panel'));
const OutboxPanel = lazy(() => import('./lifecycle/outbox-panel'));
const UssdPanel = lazy(() => import('./ussd-panel'));
const DataRequestsPanel = lazy(() => import('./lifecycle/data-requests-panel'));
const ContentTab = lazy(() => import('./content/content-tab'));
const AuditPanel = lazy(() => import('./audit-tab'));
const SecurityPanel = lazy(() => import('./security/security-tab'));
const RequiredTwoFactor = lazy(() => import('./security/required-two-factor'));
const CheckInTab = lazy(() => import('./check-in/check-in-tab'));
const CampaignsPanel = lazy(() => import('./campaigns/campaigns-panel'));

/** What a tab may use from the shell: the header search and moving to another tab. */
interface TabContext {
  search: string;
  go: (id: TabId) => void;
  /** Members tab only: the chapter chosen with "View Details" on a chapter card. */
  memberChapter: string | undefined;
  viewChapterMembers: (chapterId: string) => void;
}

interface Screen {
  title: string;
  /** Each tab its own icon: the sidebar collapsed to icons must still tell them apart. */
  icon: IconName;
  /** Whether the header search stays on this tab (otherwise typing opens Members). */
  searchable?: boolean;
  render: (context: TabContext) => ReactNode;
}

function PeopleScreen({ kind, ctx }: { kind: 'member' | 'leader'; ctx: TabContext }) {
  const chapters = useQuery(chaptersQuery).data ?? [];
  return kind === 'member' ? (
    <PeopleTab
      key={ctx.memberChapter ?? 'all'}
      kind={memberKind}
      search={ctx.search}
      chapters={chapters}
      initialChapterId={ctx.memberChapter}
    />
  ) : (
    <PeopleTab kind={leaderKind} search={ctx.search} chapters={chapters} />
  );
}

const SCREENS: Record<TabId, Screen> = {
  overview: { title: 'Dashboard Overview', icon: 'overview', render: (ctx) => <Overview onViewAll={() => ctx.go('members')} /> },
  members: {
    title: 'Member Management',
    icon: 'members',
    searchable: true,
    render: (ctx) => <PeopleScreen kind="member" ctx={ctx} />,
  },
  chapters: {
    title: 'Chapter Management',
    icon: 'chapters',
    render: (ctx) => <ChaptersTab onViewMembers={ctx.viewChapterMembers} />,
  },
  leaders: {
    title: 'Leadership Management',
    icon: 'leaders',
    searchable: true,
    render: (ctx) => <PeopleScreen kind="leader" ctx={ctx} />,
  },
  messages: { title: 'Contact Messages', icon: 'messages', render: () => <MessagesTab /> },
  payments: { title: 'Payments', icon: 'payments', render: () => <PaymentsPanel /> },
  finance: { title: 'Finance', icon: 'finance', render: () => <FinancePanel /> },
  import: { title: 'Import Members', icon: 'import', render: () => <ImportPanel /> },
  outbox: { title: 'SMS Outbox', icon: 'outbox', render: () => <OutboxPanel /> },
  ussd: { title: 'USSD', icon: 'ussd', render: () => <UssdPanel /> },
  campaigns: { title: 'Send messages', icon: 'campaigns', render: () => <CampaignsPanel /> },
  requests: { title: 'Data requests', icon: 'requests', render: () => <DataRequestsPanel /> },
  officials: { title: 'Officials', icon: 'officials', render: () => <OfficialsPanel /> },
  events: { title: 'Events', icon: 'events', render: () => <ContentTab tab="events" notify={notify} /> },
  'check-in': { title: 'Check-in', icon: 'checkIn', render: () => <CheckInTab /> },
  updates: { title: 'Updates', icon: 'updates', render: () => <ContentTab tab="updates" notify={notify} /> },
  gallery: { title: 'Gallery', icon: 'gallery', render: () => <ContentTab tab="gallery" notify={notify} /> },
  audit: { title: 'Audit Trail', icon: 'audit', render: () => <AuditPanel /> },
  security: { title: 'Security', icon: 'security', render: () => <SecurityPanel /> },
};

/** /admin itself is the overview's address. */
const tabIdFromPath = (pathname: string) => pathname.replace(/^\/admin\/?/, '').split('/')[0] || 'overview';

/** The avatar's letters: "Vice Chairman" → VC. */
const initials = (role: string) =>
  (ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? '')
    .split(' ')
    .map((word) => word[0])
    .join('');

export default function Dashboard() {
  const [client] = useState(createDashboardClient);
  const { user } = useSession();
  return (
    <QueryClientProvider client={client}>
      {/* A role that must sign in with two steps sees nothing else until it is set up (the server refuses the rest). */}
      {user?.twoFactorSetupRequired ? (
        <Suspense fallback={<Spinner label="Loading..." />}>
          <RequiredTwoFactor />
        </Suspense>
      ) : (
        <DashboardShell />
      )}
    </QueryClientProvider>
  );
}

function DashboardShell() {
  const { user, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // RequireAdmin lets in only a signed-in official with at least one tab.
  const role = user?.role ?? '';
  const tabs = tabsFor(role).map((t) => ({ ...t, ...SCREENS[t.id] }));
  const tab = tabs.find((t) => t.id === tabIdFromPath(location.pathname));
  // The members' figures and the header search are for whoever keeps records (a chapter
  // coordinator: its chapter's, the server narrows them); the notifications are the admins' only.
  const staff = mayPass('records', role);

  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [memberChapter, setMemberChapter] = useState<string | undefined>(undefined);
  const notices = useNotices();
  // The first figures every tab leans on; without them the dashboard says so instead of showing zeros.
  const stats = useQuery({ ...statsQuery, enabled: staff });
  const chapters = useQuery({ ...chaptersQuery, enabled: staff });

  const go = (id: TabId) => {
    setDrawerOpen(false);
    if (id !== 'members') setMemberChapter(undefined);
    void navigate(tabPath(id));
  };
  const ctx: TabContext = {
    search,
    go,
    memberChapter,
    viewChapterMembers(chapterId) {
      setMemberChapter(chapterId);
      setSearch('');
      void navigate(tabPath('members'));
    },
  };

  // /admin, or a tab this role does not have: its first tab.
  if (!tab) return <Navigate to={tabPath(tabs[0]!.id)} replace />;

  const onHeaderSearch = (value: string) => {
    setSearch(value);
    // Searching from another tab means looking for a member.
    if (!tab.searchable) go('members');
  };

  let body: ReactNode;
  if (!staff) body = <Suspense fallback={<Spinner label="Loading..." />}>{tab.render(ctx)}</Suspense>;
  else if (stats.isPending || chapters.isPending) body = <Spinner label={serverMessages.dashboardLoading} />;
  else if (stats.isError || chapters.isError)
    body = (
      <div className="adm-card adm-load-error" role="alert">
        <p>{serverMessages.dashboardLoadFailed}</p>
        <button type="button" className="adm-btn adm-btn-primary" onClick={() => window.location.reload()}>
          Refresh
        </button>
      </div>
    );
  else body = <Suspense fallback={<Spinner label="Loading..." />}>{tab.render(ctx)}</Suspense>;

  return (
    <div className={`adm-shell${collapsed ? ' is-collapsed' : ''}${drawerOpen ? ' is-drawer-open' : ''}`}>
      <aside className="adm-sidebar" aria-label="Dashboard navigation">
        <div className="adm-brand">
          <span className="adm-logo" aria-hidden="true">
            MYV
          </span>
          <span className="adm-brand-text">Admin Panel</span>
        </div>
        <nav>
          <ul>
            {tabs.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  className={`adm-nav-item${t.id === tab.id ? ' is-active' : ''}`}
                  aria-current={t.id === tab.id ? 'page' : undefined}
                  onClick={() => go(t.id)}
                  title={t.label}
                >
                  <span className="adm-nav-icon">
                    <Icon name={t.icon} />
                  </span>
                  <span className="adm-nav-label">{t.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="adm-user">
          <span className="adm-user-avatar" aria-hidden="true">
            {initials(role)}
          </span>
          <div className="adm-user-text">
            <strong>{user?.username}</strong>
            <span>{user ? ROLE_LABELS[user.role] : ''}</span>
          </div>
        </div>
        <button
          type="button"
          className="adm-nav-item adm-logout"
          onClick={() => void signOut().then(() => navigate('/admin/login'))}
        >
          <span className="adm-nav-icon">
            <Icon name="logout" />
          </span>
          <span className="adm-nav-label">Logout</span>
        </button>
      </aside>
      {drawerOpen ? <div className="adm-scrim" onClick={() => setDrawerOpen(false)} aria-hidden="true" /> : null}

      <div className="adm-main">
        <TestModeBanner />
        <header className="adm-header">
          <button type="button" className="adm-icon-btn adm-menu-btn" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
            ☰
          </button>
          <button
            type="button"
            className="adm-icon-btn adm-collapse-btn"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          >
            {collapsed ? '»' : '«'}
          </button>
          <div className="adm-title">
            <h1>{tab.title}</h1>
            <p className="adm-muted adm-small">{formatWeekdayDate(new Date())}</p>
          </div>
          <div className="adm-header-tools">
            {!staff ? null : (
              <>
                <div className="adm-search">
                  <input
                    type="search"
                    placeholder="Search..."
                    aria-label="Search members and leaders"
                    value={search}
                    onChange={(e) => onHeaderSearch(e.target.value)}
                  />
                </div>
                {isAdminRole(role) ? <NotificationsBell /> : null}
              </>
            )}
            <Link to="/admin/password" className="adm-icon-btn" aria-label="Change password" title="Change password">
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <circle cx="8" cy="15" r="4" />
                <path d="M11 12l9-9M17 6l3 3M14 9l2 2" />
              </svg>
            </Link>
          </div>
        </header>
        <main className="adm-content">{body}</main>
      </div>
      <div className="adm-notices" role="status" aria-live="polite">
        {notices.map((n) => (
          <p key={n.id} className={`adm-notice adm-notice-${n.tone}`}>
            {n.text}
          </p>
        ))}
      </div>
    </div>
  );
}
