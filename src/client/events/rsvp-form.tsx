/**
 * "I'm coming" on an event page (docs/events.md). The form is a plain HTML form drawn by the server
 * (modules/events/form-html.ts) and carried in the page's data, so it works with scripts blocked
 * and the event page's first-load JavaScript holds no form markup. When scripts run, sending it
 * loads rsvp-submit.ts on use, which sends JSON, shows a refusal beside its field, and opens the
 * person's page.
 */
import type { FormEvent } from 'react';
import './rsvp.css';

function enhance(event: FormEvent<HTMLElement>) {
  const form = event.target as HTMLFormElement;
  const slug = form.dataset.slug;
  if (!slug) return;
  event.preventDefault();
  import('./rsvp-submit')
    .then(({ submitRsvp }) => submitRsvp(slug, form))
    // The module or the network failed: the plain post still works.
    .catch(() => form.submit());
}

export function RsvpForm({ html }: { html: string }) {
  return (
    // Drawn and escaped by the server.
    <section className="rsvp-box" aria-labelledby="rsvp-heading" onSubmit={enhance} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
