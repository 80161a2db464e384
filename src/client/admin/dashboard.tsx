/**
 * The officials' dashboard. Each tab has its own URL under /admin so a link or a reload keeps
 * the place. Payments, Officials (chairman only) and the content tabs (Events, Updates, Gallery:
 * also the secretary's, who sees only these) are separate screens mounted lazily here.
 */
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { AdminMember, Stats } from '../../shared/schemas/admin';
import type { Chapter } from '../../shared/schemas/chapters';
import { useSession } from '../auth/session';
import { adminApi } from './admin-api';
import { ChaptersTab } from './chapters-tab';
import { LeadersTab } from './leaders-tab';
import { MembersTab } from './members-tab';
import { MessagesTab } from './messages-tab';
import { NotificationsBell } from './notifications-bell';
import { Overview } from './overview';
import { Spinner } from './ui';
import { Icon, type IconName } from './icons';
import './admin.css';

const PaymentsPanel = lazy(() => import('./payments'));
const OfficialsPanel = lazy(() => import('./officials'));
const ImportPanel = lazy(() => import('./lifecycle/import-panel'));
const OutboxPanel = lazy(() => import('./lifecycle/outbox-panel'));
const ContentTab = lazy(() => import('./content/content-tab'));

type TabId = 'overview' | 'members' | 'chapters' | 'leaders' | 'messages' | 'payments' | 'import' | 'outbox' | 'officials' | 'events' | 'updates' | 'gallery';
interface Tab {
  id: TabId;
  label: string;
  title: string;
  icon: IconName;
  chairmanOnly?: boolean;
  /** Content tabs: also open to the secretary, who sees only these. */
  publisher?: boolean;
}
const TABS: Tab[] = [
  { id: 'overview', label: 'Overview', title: 'Dashboard Overview', icon: 'overview' },
  { id: 'members', label: 'Members', title: 'Member Management', icon: 'members' },
  { id: 'chapters', label: 'Chapters', title: 'Chapter Management', icon: 'chapters' },
  { id: 'leaders', label: 'Leaders', title: 'Leadership Management', icon: 'leaders' },
  { id: 'messages', label: 'Messages', title: 'Contact Messages', icon: 'messages' },
  { id: 'payments', label: 'Payments', title: 'Payments', icon: 'payments' },
  { id: 'import', label: 'Import', title: 'Import Members', icon: 'members' },
  { id: 'outbox', label: 'SMS Outbox', title: 'SMS Outbox', icon: 'messages' },
  { id: 'officials', label: 'Officials', title: 'Officials', icon: 'officials', chairmanOnly: true },
  { id: 'events', label: 'Events', title: 'Events', icon: 'overview', publisher: true },
  { id: 'updates', label: 'Updates', title: 'Updates', icon: 'messages', publisher: true },
  { id: 'gallery', label: 'Gallery', title: 'Gallery', icon: 'members', publisher: true },
];

const tabFromPath = (pathname: string): TabId => {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return (TABS.find((t) => t.id === segment)?.id ?? 'overview') as TabId;
};

const today = () =>
  new Intl.DateTimeFormat('en-KE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(new Date());

interface Notice {
  id: number;
  text: string;
  tone: 'ok' | 'error';
}

export default function Dashboard() {
  const { user, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isChairman = user?.role === 'chairman';
  const isSecretary = user?.role === 'secretary';
  const tabs = TABS.filter((t) => (isSecretary ? t.publisher : !t.chairmanOnly || isChairman));
  const tab = tabs.find((t) => t.id === tabFromPath(location.pathname)) ?? tabs[0]!;

  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [memberChapter, setMemberChapter] = useState<string | undefined>(undefined);

  const [stats, setStats] = useState<Stats | null>(null);
  const [chapters, setChapters] = useState<Chapter[]>([]);
  const [recent, setRecent] = useState<AdminMember[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);

  const notify = useCallback((text: string, tone: 'ok' | 'error' = 'ok') => {
    const id = Date.now() + Math.random();
    setNotices((list) => [...list.slice(-2), { id, text, tone }]);
    setTimeout(() => setNotices((list) => list.filter((n) => n.id !== id)), 5000);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const [s, c, r] = await Promise.all([adminApi.stats(), adminApi.chapters(), adminApi.members({ page: 1, pageSize: 5 })]);
      setStats(s);
      setChapters(c);
      setRecent(r.items);
      setLoadError(null);
    } catch {
      setLoadError(messages.dashboardLoadFailed);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    // The secretary's tabs load their own data; the members' figures are not theirs to read.
    if (isSecretary) setLoading(false);
    else void refresh();
  }, [refresh, isSecretary]);

  const go = (id: TabId) => {
    setDrawerOpen(false);
    if (id !== 'members') setMemberChapter(undefined);
    void navigate(id === 'overview' ? '/admin' : `/admin/${id}`);
  };

  const onHeaderSearch = (value: string) => {
    setSearch(value);
    // Searching from the overview or chapters means looking for a member.
    if (tab.id !== 'members' && tab.id !== 'leaders') go('members');
  };

  const initials = isChairman ? 'C' : isSecretary ? 'S' : 'VC';
  const hasMembers = (recent?.length ?? 0) > 0;

  let body;
  if (loading && !hasMembers && !tab.publisher) body = <Spinner label={messages.dashboardLoading} />;
  else if (loadError && !hasMembers && !tab.publisher)
    body = (
      <div className="adm-card adm-load-error" role="alert">
        <p>{loadError}</p>
        <button type="button" className="adm-btn adm-btn-primary" onClick={() => window.location.reload()}>
          Refresh
        </button>
      </div>
    );
  else if (tab.id === 'overview')
    body = stats ? <Overview stats={stats} recent={recent ?? []} chapters={chapters} onViewAll={() => go('members')} /> : null;
  else if (tab.id === 'members')
    body = <MembersTab key={memberChapter ?? 'all'} search={search} chapters={chapters} initialChapterId={memberChapter} onChanged={() => void refresh()} notify={notify} />;
  else if (tab.id === 'chapters')
    body = (
      <ChaptersTab
        chapters={chapters}
        totalMembers={stats?.totalMembers ?? 0}
        onChanged={() => void refresh()}
        notify={notify}
        onViewMembers={(id) => {
          setMemberChapter(id);
          setSearch('');
          void navigate('/admin/members');
        }}
      />
    );
  else if (tab.id === 'leaders') body = <LeadersTab search={search} onSearch={setSearch} chapters={chapters} onChanged={() => void refresh()} notify={notify} />;
  else if (tab.id === 'messages') body = <MessagesTab onRead={() => undefined} />;
  else if (tab.publisher)
    body = (
      <Suspense fallback={<Spinner label="Loading..." />}>
        <ContentTab tab={tab.id as 'events' | 'updates' | 'gallery'} notify={notify} />
      </Suspense>
    );
  else if (tab.id === 'import' || tab.id === 'outbox')
    body = <Suspense fallback={<Spinner label="Loading..." />}>{tab.id === 'import' ? <ImportPanel /> : <OutboxPanel />}</Suspense>;
  else
    body = (
      <Suspense fallback={<Spinner label="Loading..." />}>
        {tab.id === 'payments' ? <PaymentsPanel /> : <OfficialsPanel />}
      </Suspense>
    );

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
                <button type="button" className={`adm-nav-item${t.id === tab.id ? ' is-active' : ''}`} aria-current={t.id === tab.id ? 'page' : undefined} onClick={() => go(t.id)} title={t.label}>
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
            {initials}
          </span>
          <div className="adm-user-text">
            <strong>{user?.username}</strong>
            <span>{user ? ROLE_LABELS[user.role] : ''}</span>
          </div>
        </div>
        <button
          type="button"
          className="adm-nav-item adm-logout"
          onClick={async () => {
            await signOut();
            void navigate('/admin/login');
          }}
        >
          <span className="adm-nav-icon">
            <Icon name="logout" />
          </span>
          <span className="adm-nav-label">Logout</span>
        </button>
      </aside>
      {drawerOpen ? <div className="adm-scrim" onClick={() => setDrawerOpen(false)} aria-hidden="true" /> : null}

      <div className="adm-main">
        <header className="adm-header">
          <button type="button" className="adm-icon-btn adm-menu-btn" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
            ☰
          </button>
          <button type="button" className="adm-icon-btn adm-collapse-btn" aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
            {collapsed ? '»' : '«'}
          </button>
          <div className="adm-title">
            <h1>{tab.title}</h1>
            <p className="adm-muted adm-small">{today()}</p>
          </div>
          <div className="adm-header-tools">
            {isSecretary ? null : (
              <>
                <div className="adm-search">
                  <input type="search" placeholder="Search..." aria-label="Search members and leaders" value={search} onChange={(e) => onHeaderSearch(e.target.value)} />
                </div>
                <NotificationsBell />
              </>
            )}
            <Link to="/admin/password" className="adm-icon-btn" aria-label="Change password" title="Change password">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
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
