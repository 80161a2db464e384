/**
 * The RSVP form's submit when scripts run, loaded on use (rsvp-form.tsx): the same fields as the
 * plain post, sent as JSON to the API. A refusal is written beside its field (or above the button),
 * a success opens the person's own page.
 */
import { api, ApiError } from '../api';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { pathIn } from '../../shared/locale';
import { languageOfLocale } from '../../shared/member-language';

export async function submitRsvp(slug: string, form: HTMLFormElement): Promise<void> {
  const data = new FormData(form);
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  // One box for either number: a membership number has letters, an ID number only digits.
  const memberNumber = field('memberNumber');
  const isIdNumber = memberNumber !== undefined && /^\d+$/.test(memberNumber);
  const body = {
    name: field('name'),
    phoneNumber: field('phoneNumber') ?? '',
    membershipNumber: memberNumber && !isIdNumber ? memberNumber : undefined,
    idNumber: isIdNumber ? memberNumber : undefined,
    // A guest's texts are in the language of the page they sign up on (a member's in their own).
    language: languageOfLocale(ACTIVE_LOCALE),
  };
  const button = form.querySelector('button');
  const general = form.querySelector<HTMLElement>('.rsvp-form-error');
  const slots = [...form.querySelectorAll<HTMLElement>('[data-for]')];
  for (const slot of slots) slot.textContent = '';
  if (general) general.hidden = true;
  if (button) button.disabled = true;
  try {
    const answer = await api.post<{ rsvp: { token: string } }>(`/api/events/${encodeURIComponent(slug)}/rsvp`, body);
    // Their page in this page's language: /sw/rsvp/… from a Kiswahili event page.
    window.location.assign(pathIn(ACTIVE_LOCALE, `/rsvp/${answer.rsvp.token}?new=1`));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    let placed = false;
    for (const [name, message] of Object.entries(error.fields)) {
      const slot = slots.find((s) => s.dataset.for?.split(' ').includes(name));
      if (slot) {
        slot.textContent = message;
        placed = true;
      }
    }
    if (!placed && general) {
      general.textContent = error.message;
      general.hidden = false;
    }
  } finally {
    if (button) button.disabled = false;
  }
}
