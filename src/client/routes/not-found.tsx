/** Shown for unknown entries inside a known section (an event, an SDG page that does not exist). */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../components/icons';

export function NotFoundPage({ title = 'Page Not Found', text = "The page you're looking for doesn't exist or has been moved.", back = { to: '/', label: 'Go to Homepage' } }: { title?: string; text?: string; back?: { to: string; label: string } }) {
  useEffect(() => {
    document.title = `${title} — Meru Youth Voice`;
    // Keep search engines from indexing the soft 404.
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [title]);
  return (
    <section className="container not-found">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={back.to} className="button button-primary">
        <ArrowLeftIcon size={18} /> {back.label}
      </Link>
    </section>
  );
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
