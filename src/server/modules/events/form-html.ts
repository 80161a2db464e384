/**
 * The "I'm coming" form of an event page, as HTML drawn by the server and carried in the page's
 * data (the client inserts it as it is). So the event page's first-load JavaScript carries no form
 * markup at all; with scripts running, sending it loads the submit module on use
 * (src/client/events/rsvp-submit.ts). Every value written here is escaped.
 */
import { catalogueFor } from '../../../shared/catalogue';
import { formatMoment } from '../../../shared/dates';
import { DEFAULT_LOCALE, pathIn, type Locale } from '../../../shared/locale';
import type { RsvpAvailability } from '../../../shared/schemas/events';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const field = (label: string, input: string, errorFor: string) =>
  `<label>${escape(label)}${input}<span class="rsvp-field-error" data-for="${errorFor}"></span></label>`;

/** In the language of the page that carries it: its words, its deadline's date and the address it posts to (/sw/… stays Kiswahili). */
export function rsvpFormHtml(slug: string, rsvp: RsvpAvailability, locale: Locale = DEFAULT_LOCALE): string {
  const { rsvp: text, rsvpForm: words } = catalogueFor(locale);
  const heading = `<h2 id="rsvp-heading">${escape(text.imComing)}</h2>`;
  if (!rsvp.open) {
    return `${heading}<p class="notice error">${escape(rsvp.closedReason === 'deadline' ? text.deadlinePassed : text.closed)}</p>`;
  }
  const spaces =
    rsvp.spacesLeft === null
      ? ''
      : `<p class="rsvp-spaces" data-testid="rsvp-spaces">${escape(rsvp.spacesLeft > 0 ? text.spacesLeft(rsvp.spacesLeft) : text.full)}</p>`;
  const deadline = rsvp.deadline
    ? `<p class="rsvp-deadline">${escape(words.signUpBy(formatMoment(rsvp.deadline, locale)))}</p>`
    : '';
  const who = rsvp.membersOnly ? words.whoMembersOnly : words.whoAll;
  const fields = [
    field(
      rsvp.membersOnly ? words.memberNumber : words.memberNumberMembers,
      '<input name="memberNumber" autocomplete="off" maxlength="40">',
      'membershipNumber idNumber',
    ),
    rsvp.membersOnly ? '' : field(words.guestName, '<input name="name" autocomplete="name" maxlength="100">', 'name'),
    field(
      words.phoneNumber,
      '<input name="phoneNumber" type="tel" autocomplete="tel" required maxlength="20" placeholder="07XX XXX XXX">',
      'phoneNumber',
    ),
  ].join('');
  return (
    `${heading}${spaces}${deadline}<p class="rsvp-who">${escape(who)}</p>` +
    `<form class="form rsvp-form" method="post" action="${pathIn(locale, `/events/${encodeURIComponent(slug)}/rsvp`)}" data-slug="${escape(slug)}" novalidate>` +
    `${fields}<p class="notice error rsvp-form-error" role="alert" hidden></p>` +
    `<button type="submit" class="button button-accent">${escape(text.imComing)}</button></form>`
  );
}
