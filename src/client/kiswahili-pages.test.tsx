/**
 * The public pages render in Kiswahili when their catalogues are the Kiswahili twins, as the
 * Kiswahili build resolves them (every `src/shared/<name>.ts` with a `<name>.sw.ts` beside it):
 * the pages' words come from the catalogues alone, and none of the English ones is left.
 */
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../shared/page-messages', () => import('../shared/page-messages.sw'));
vi.mock('../shared/page-messages/home', () => import('../shared/page-messages/home.sw'));
vi.mock('../shared/page-messages/privacy', () => import('../shared/page-messages/privacy.sw'));
vi.mock('../shared/page-messages/events', () => import('../shared/page-messages/events.sw'));
vi.mock('../shared/page-messages/unauthorized', () => import('../shared/page-messages/unauthorized.sw'));
vi.mock('../shared/page-messages/parts', () => import('../shared/page-messages/parts.sw'));
vi.mock('../shared/page-messages/structure', () => import('../shared/page-messages/structure.sw'));

const { default: HomePage } = await import('./routes/home');
const { default: PrivacyPage } = await import('./routes/privacy');
const { default: UnauthorizedPage } = await import('./routes/unauthorized');
const { NotFoundPage } = await import('./routes/not-found');
const { teamByLevel } = await import('../shared/team');
const { staticPages } = await import('../shared/pages');

/** The HTML of a page rendered as the server renders it (react-dom/static, as entry-server.tsx). */
const html = async (element: React.ReactElement): Promise<string> =>
  new Response((await prerender(<MemoryRouter>{element}</MemoryRouter>)).prelude).text();

/** The visible text of a rendered page. */
const render = async (element: React.ReactElement): Promise<string> =>
  (await html(element))
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the public pages with the Kiswahili catalogues', () => {
  it('renders the home page in Kiswahili', async () => {
    const text = await render(<HomePage />);
    expect(text).toContain('Kupaza Sauti, Kuunda Fursa');
    expect(text).toContain('Kwa nini Meru Youth Voice?');
    expect(text).toContain('Sauti za wanachama wetu');
    expect(text).toContain('Mkulima kijana, tawi la Buuri');
    for (const english of ['What we do', 'Raising Voice', 'Our milestones', 'Donate', 'Voices of our members', 'chapter']) {
      expect(text).not.toContain(english);
    }
  });

  it('renders the privacy notice in Kiswahili, its links included', async () => {
    const privacy = await html(<PrivacyPage />);
    expect(privacy).toContain('<h1>Ilani ya faragha</h1>');
    expect(privacy).toMatch(/<a href="\/my-card"[^>]*>Pata kadi yangu<\/a>/);
    expect(privacy).toMatch(/<a href="\/contact"[^>]*>fomu yetu ya mawasiliano<\/a>/);
    expect(privacy).not.toMatch(/What we collect|Your rights|We answer within/);
  });

  it('renders the not-found and access-denied pages in Kiswahili', async () => {
    expect(await render(<NotFoundPage />)).toContain('Ukurasa haupatikani');
    const denied = await render(<UnauthorizedPage />);
    expect(denied).toContain('Ingia tena');
    expect(denied).not.toContain('Sign In Again');
  });

  it('names the team levels and the pages in Kiswahili', () => {
    const levels = teamByLevel([{ id: '1', name: 'Faith Kendi', position: 'Chairperson', chapter: null, photo: null }]);
    expect(levels.map((l) => l.title)).toEqual(['Mwenyekiti']);
    expect(staticPages['/about']?.title).toBe('Kuhusu sisi — Meru Youth Voice');
    expect(staticPages['/privacy']?.description).toContain('Sheria ya Ulinzi wa Data');
  });
});
