/** Shown for unknown entries inside a known section (an event, an SDG page that does not exist). */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeftIcon } from '../components/icons';
import { notFoundMeta } from '../../shared/pages';
import { applyDocumentMeta } from '../content/document-meta';
import { pageMessages } from '../../shared/page-messages';

const t = pageMessages.notFound;

export function NotFoundPage({
  title = t.title,
  text = t.text,
  back = { to: '/', label: t.home },
}: {
  title?: string;
  text?: string;
  back?: { to: string; label: string };
}) {
  const { pathname } = useLocation();
  useEffect(() => {
    // The same title and noindex the server writes when it answers 404.
    applyDocumentMeta(notFoundMeta(title), pathname);
  }, [title, pathname]);
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
