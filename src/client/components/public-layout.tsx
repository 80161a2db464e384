import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { identity } from '../../shared/identity';

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/events', label: 'Events' },
  { to: '/updates', label: 'Achievements' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/structure', label: 'Our Team' },
  { to: '/contact', label: 'Contact' },
];

/** Header, footer and the floating NGO badge shared by every public page (spec §2). */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="site-header">
        <NavLink to="/" className="brand">{identity.shortName}</NavLink>
        <nav aria-label="Main">
          <ul className="nav-links">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <NavLink to="/membership" className="button button-primary">Register</NavLink>
      </header>
      <main id="main">
        <Suspense fallback={<div className="page-loading" role="status">Loading…</div>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} {identity.name}. All rights reserved.</p>
      </footer>
    </>
  );
}
