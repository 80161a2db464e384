import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { rsvpFormHtml } from './form-html';
import { RSVP_CODE_ALPHABET, eventStartsAt, newRsvpCode } from './codes';

const open = {
  enabled: true,
  open: true,
  closedReason: null,
  membersOnly: false,
  capacity: 10,
  spacesLeft: 3,
  deadline: null,
} as const;

describe('the RSVP form drawn by the server', () => {
  it('posts to the event, shows the spaces left, and asks guests for a name', () => {
    const html = rsvpFormHtml('tree-day', open);
    expect(html).toContain('action="/events/tree-day/rsvp"');
    expect(html).toContain(messages.rsvp.spacesLeft(3));
    expect(html).toContain('name="name"');
  });

  it('members only: no name field; full: says new sign-ups wait; closed: no form at all', () => {
    expect(rsvpFormHtml('x', { ...open, membersOnly: true })).not.toContain('name="name"');
    expect(rsvpFormHtml('x', { ...open, spacesLeft: 0 })).toContain(messages.rsvp.full);
    const closed = rsvpFormHtml('x', { ...open, open: false, closedReason: 'deadline' });
    expect(closed).not.toContain('<form');
    expect(closed).toContain(messages.rsvp.deadlinePassed);
  });

  it('in Kiswahili: its words, the deadline in Kiswahili and the address under /sw', () => {
    const html = rsvpFormHtml('tree-day', { ...open, deadline: '2026-11-25T11:30:00.000Z' }, 'sw-KE');
    expect(html).toContain('action="/sw/events/tree-day/rsvp"');
    expect(html).toContain('Nitahudhuria');
    expect(html).toContain('Jiandikishe kabla ya');
    expect(html).toContain('25 Novemba 2026');
    expect(html).toContain('Nambari ya simu');
    expect(html).not.toMatch(/Sign up by|Phone number|Members:|Guests|November|I&#39;m coming/);
  });

  it('escapes what it writes', () => {
    const html = rsvpFormHtml('a"><script>alert(1)</script>', open);
    expect(html).not.toContain('<script>');
    expect(html).toContain('data-slug="a&quot;&gt;&lt;script&gt;');
  });
});

describe('codes', () => {
  it('six characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(newRsvpCode()).toMatch(new RegExp(`^[${RSVP_CODE_ALPHABET}]{6}$`));
    expect(RSVP_CODE_ALPHABET).not.toMatch(/[01258OILZSB]/);
  });

  it("an event starts at its time on Nairobi's clock", () => {
    expect(eventStartsAt({ date: '2026-12-05', startTime: '09:30' }).toISOString()).toBe('2026-12-05T06:30:00.000Z');
  });
});
