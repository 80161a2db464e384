/**
 * Header, footer, the floating NGO badge and the scroll-to-top button shared by every public page:
 * the header takes its scrolled look past 50 px, highlights the current section and its
 * mobile menu closes on every route change.
 */
import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../shared/constants';
import { identity, developerContacts } from '../content/organisation';
import { usePublicChapters } from './public-chapters';
import { ArrowUpIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon, PinIcon } from './icons';
import { SocialLinks } from './social-links';
import { PageReady } from '../hydration';
import { LanguageSwitch } from './language-switch';
import '../styles/public.css';
import { imageUrl } from '../../shared/image-url';
import { pageMessages } from '../../shared/page-messages';

const t = pageMessages.layout;

/** Header links. The mobile menu says "Updates" where the desktop header says "Achievements". */
const NAV = [
  { to: '/', label: t.nav.home },
  { to: '/about', label: t.nav.about },
  { to: '/events', label: t.nav.events },
  { to: '/updates', label: t.nav.achievements, mobileLabel: t.nav.updates },
  { to: '/gallery', label: t.nav.gallery },
  { to: '/structure', label: t.nav.team },
  { to: '/contact', label: t.nav.contact },
];

const FOOTER_LINKS = [
  { to: '/', label: t.nav.home },
  { to: '/about', label: t.nav.about },
  { to: '/achievements', label: t.nav.achievements },
  { to: '/events', label: t.nav.events },
  { to: '/gallery', label: t.nav.gallery },
  { to: '/contact', label: t.nav.contact },
  { to: '/membership', label: t.nav.join },
  { to: '/privacy', label: t.nav.privacy },
];

/** /achievements/… belongs to the same section as /updates. */
const isActive = (to: string, pathname: string) =>
  to === '/'
    ? pathname === '/'
    : pathname === to || pathname.startsWith(`${to}/`) || (to === '/updates' && pathname.startsWith('/achievements'));

/** Whether the page is scrolled past the threshold: browser state, read through a store subscription. */
function useScrolledPast(threshold: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}

function SiteHeader() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  // The mobile menu closes on every route change: it is open only on the page it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header
      className={`site-header${scrolled ? ' scrolled' : ''}${menuOpen ? ' menu-open' : ''}`}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <div className="header-inner">
        <Link to="/" className="brand">
          <img src={imageUrl('/images/logo.svg')} alt="" width={44} height={44} />
          <span className="brand-text">
            <span className="brand-name">{identity.name}</span>
            <span className="brand-short" aria-hidden="true">
              {identity.shortName}
            </span>
          </span>
        </Link>
        <LanguageSwitch />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? t.closeMenu : t.openMenu}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id="main-menu" className="main-nav" aria-label={t.mainNav}>
          <ul className="nav-links">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={isActive(item.to, pathname) ? 'active' : ''}
                  aria-current={isActive(item.to, pathname) ? 'page' : undefined}
                >
                  {item.mobileLabel ? (
                    <>
                      <span className="label-desktop">{item.label}</span>
                      <span className="label-mobile">{item.mobileLabel}</span>
                    </>
                  ) : (
                    item.label
                  )}
                </Link>
              </li>
            ))}
          </ul>
          {/* Register and Renew stay together, stacked on desktop so the nav keeps one line on a 1280 px laptop. */}
          <div className="join-area">
            <Link to="/membership" className="button button-accent register-button">
              {t.register}
            </Link>
            <Link to="/renew" className="renew-link">
              {t.renew}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}

function SiteFooter() {
  const chapters = usePublicChapters();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div className="footer-about">
          <p className="footer-brand">
            <img src={imageUrl('/images/logo.svg')} alt="" width={40} height={40} loading="lazy" /> {identity.name}
          </p>
          <p>{t.tagline(identity.county)}</p>
          <SocialLinks label={t.socialMedia} />
        </div>
        <nav aria-label={t.footerNav}>
          <h2 className="footer-heading">{t.quickLinks}</h2>
          <ul className="footer-links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">{t.ourChapters}</h2>
          <ul className="footer-links">
            {chapters.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{t.contactUs}</h2>
          <ul className="footer-contact">
            <li>
              <PinIcon size={18} /> {identity.town}, {identity.county}, Kenya
            </li>
            <li>
              <MailIcon size={18} /> <a href={`mailto:${identity.email}`}>{identity.email}</a>
            </li>
            {identity.phones.map((p) => (
              <li key={p}>
                <PhoneIcon size={18} /> <a href={`tel:${p.replace(/\s/g, '')}`}>{p}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer-bottom">
        <p>{t.rights(year, identity.name)}</p>
        <p>
          {t.websiteBy}{' '}
          {developerContacts.map((d, i) => (
            <span key={d.email}>
              {i > 0 ? ' · ' : ''}
              <a href={`mailto:${d.email}`}>{d.name}</a>
            </span>
          ))}
        </p>
      </div>
    </footer>
  );
}

/** What the floating badge must never cover besides text: anything a visitor acts on. */
const UNCOVERABLE =
  'a[href], button, input, select, textarea, label, summary, legend, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Whether a line of `element`'s own text (a paragraph, a heading, a notice…) passes through the
 * point: the text's boxes, not the element's, which is often far wider than its words.
 */
function textAt(element: Element, x: number, y: number): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return true;
  }
  return false;
}

/**
 * Whether anything in UNCOVERABLE, or any text, lies under `element` now. Checked over a grid of points on the
 * badge with elementsFromPoint (the badge itself excluded), after every scroll, resize and change
 * of the page, at most once per frame.
 */
function useCoversControls(ref: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const badge = ref.current;
      if (!badge) return;
      const r = badge.getBoundingClientRect();
      // A 5 × 3 grid over the badge: a small label may overlap its middle without touching a corner.
      const points: [number, number][] = [];
      for (const fx of [0, 0.25, 0.5, 0.75, 1]) {
        for (const fy of [0, 0.5, 1]) points.push([r.left + 1 + fx * (r.width - 2), r.top + 1 + fy * (r.height - 2)]);
      }
      setCovers(
        points.some(([x, y]) =>
          document
            .elementsFromPoint(x, y)
            .some((el) => !badge.contains(el) && (el.closest(UNCOVERABLE) !== null || textAt(el, x, y))),
        ),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('load', schedule);
    // Error messages, loaded lists, fonts, images and route changes move controls without a scroll.
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    const sizes = new ResizeObserver(schedule);
    sizes.observe(document.body);
    void document.fonts?.ready.then(schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('load', schedule);
      mutations.disconnect();
      sizes.disconnect();
    };
  }, [ref]);
  return covers;
}

/**
 * "100% NGO", turning into "Donate" on hover and keyboard focus, linking to /donate. It floats at
 * the bottom left, and steps aside (fades out, unclickable) whenever a control, a label or any text
 * (a paragraph, a notice) is under it.
 */
function NgoBadge() {
  const ref = useRef<HTMLAnchorElement>(null);
  const covers = useCoversControls(ref);
  return (
    <Link ref={ref} to="/donate" className={`ngo-badge${covers ? ' ngo-badge-aside' : ''}`} aria-label={t.badgeLabel}>
      <span className="ngo-rest">100% NGO</span>
      <span className="ngo-hover">{t.badgeDonate}</span>
    </Link>
  );
}

function ScrollTopButton() {
  const visible = useScrolledPast(400);
  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' visible' : ''}`}
      aria-label={t.scrollTop}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
      }
    >
      <ArrowUpIcon />
    </button>
  );
}

export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="page-loading" role="status">
              {t.loading}
            </div>
          }
        >
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      <SiteFooter />
      <NgoBadge />
      <ScrollTopButton />
    </>
  );
}
