/**
 * The member flows' dates in the Kiswahili build: every formatter call passes ACTIVE_LOCALE, so
 * with the twins resolved as the Kiswahili build resolves them a date reads "25 Novemba 2026" and
 * a time is Kiswahili time, never the English words.
 */
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../shared/active-locale', () => import('../shared/active-locale.sw'));
vi.mock('../shared/messages', () => import('../shared/messages.sw'));
vi.mock('../shared/payment-messages', () => import('../shared/payment-messages.sw'));
vi.mock('../shared/rsvp-messages', () => import('../shared/rsvp-messages.sw'));

const { MembershipSummary } = await import('./renewal/membership-summary');
const { RenewalGate } = await import('./renewal/renewal-gate');
const { default: RsvpRoute } = await import('./routes/rsvp');
const { PageDataProvider } = await import('./content/page-data');

const text = async (element: React.ReactElement, path = '/'): Promise<string> =>
  (await new Response((await prerender(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>)).prelude).text())
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const ENGLISH_DATE = /November|Nov\b|Thursday|\bAM\b|\bPM\b/;

const member = {
  fullName: 'Jane Kendi',
  membershipNumber: 'MYVIM-0324-123',
  chapter: 'Imenti Youth Voice',
  renewalDate: '2026-11-25',
  membershipStatus: 'active' as const,
  suspended: false,
  earlyRenewal: true,
};

describe('dates in the Kiswahili build', () => {
  it('shows the renewal date in Kiswahili on the membership summary and the early-renewal question', async () => {
    const summary = await text(<MembershipSummary member={member} />);
    expect(summary).toContain('25 Novemba 2026');
    expect(summary).not.toMatch(ENGLISH_DATE);
    const gate = await text(<RenewalGate member={member} onConfirmEarly={() => {}} />);
    expect(gate).toContain('25 Novemba 2026');
    expect(gate).not.toMatch(ENGLISH_DATE);
  });

  it('shows an RSVP page date and time in Kiswahili', async () => {
    const page = await text(rsvpPage, '/rsvp/abc');
    expect(page).toContain('26 Novemba 2026');
    expect(page).toContain('saa 8:30 mchana');
    expect(page).not.toMatch(ENGLISH_DATE);
  });

  it('keeps the RSVP page on /sw: "Cancel my place" posts to /sw/rsvp/<token>/cancel', async () => {
    const html = await new Response(
      (await prerender(<MemoryRouter initialEntries={['/rsvp/abc']}>{rsvpPage}</MemoryRouter>)).prelude,
    ).text();
    expect(html).toContain('<form class="rsvp-cancel" action="/sw/rsvp/abc/cancel" method="post">');
    expect(html).not.toContain('action="/rsvp/');
  });
});

const rsvpPage = (
  <PageDataProvider
    value={{
      path: '/rsvp/abc',
      data: {
        kind: 'rsvp',
        view: {
          outcome: 'found',
          token: 'abc',
          status: 'going',
          code: 'K7P2Q9',
          cancellable: true,
          event: { slug: 'tree-planting', title: 'Tree planting', date: '2026-11-26', startTime: '14:30' },
          qrSvg: '<svg></svg>',
          notice: null,
        },
      },
    }}
  >
    <RsvpRoute />
  </PageDataProvider>
);
