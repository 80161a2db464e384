/**
 * Title, description and social image of every public page, static and parameterised. One
 * source for the prerenderer (<head>), the client (document.title on navigation) and the
 * server's sitemap.xml. Pure data: no React, so the server may import it.
 */
import { achievements } from './achievements';
import { events } from './events';
import { sdgCards } from './sdg';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Absolute path of the Open Graph image. */
  image: string;
  type: 'website' | 'article';
  /** For aliases (/updates/1): the page's one canonical path. */
  canonicalPath?: string;
  /** Listed in sitemap.xml (aliases and client-only pages are not). */
  inSitemap: boolean;
}

const SITE = 'Meru Youth Voice';
const OG = '/images/og-image.png';

const page = (path: string, title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
  path,
  title,
  description,
  image: OG,
  type: 'website',
  inSitemap: true,
  ...extra,
});

export const staticPages: PageMeta[] = [
  page('/', `${SITE} — Raising voice and creating opportunities`, 'Meru Youth Voice unites young people in Igembe, Tigania, Imenti and Buuri for jobs, health, education and climate action in Meru County, Kenya.'),
  page('/about', `About us — ${SITE}`, 'Who we are, our mission and vision, our four chapters and the Sustainable Development Goals we work on in Meru County.'),
  page('/updates', `Achievements — ${SITE}`, 'Projects and results of Meru Youth Voice: medical camps, digital bootcamps, tree planting, charity drives and summits.'),
  page('/achievements', `Achievements — ${SITE}`, 'Projects and results of Meru Youth Voice: medical camps, digital bootcamps, tree planting, charity drives and summits.', { canonicalPath: '/updates', inSitemap: false }),
  page('/events', `Events — ${SITE}`, 'Workshops, career fairs, pitch days, leadership bootcamps and community events across Meru County.'),
  page('/gallery', `Gallery — ${SITE}`, 'Photos from our outreach, meetings, workshops, leadership forums and events across Meru County.'),
  page('/contact', `Contact us — ${SITE}`, 'Write to Meru Youth Voice, call us, visit our office in Meru Town or donate by M-Pesa paybill.'),
  page('/structure', `Our team — ${SITE}`, 'The leadership of Meru Youth Voice, from the chairperson and executive committee to regional coordinators and departments.'),
  page('/privacy', `Privacy Policy — ${SITE}`, 'How Meru Youth Voice collects, uses, keeps and protects personal data under Kenya’s Data Protection Act, 2019.'),
  page('/membership', `Become a member — ${SITE}`, 'Register as a member of Meru Youth Voice and pay the KSh 200 fee by M-Pesa.'),
];

function parameterisedPages(): PageMeta[] {
  const pages: PageMeta[] = [];
  for (const a of achievements) {
    // /updates/{slug} is canonical; /achievements/{slug} and /updates/{id} are aliases of it.
    const title = `${a.title} — ${SITE}`;
    const alias = { type: 'article' as const, canonicalPath: `/updates/${a.slug}`, inSitemap: false };
    pages.push(page(`/updates/${a.slug}`, title, a.excerpt, { type: 'article' }));
    pages.push(page(`/achievements/${a.slug}`, title, a.excerpt, alias));
    pages.push(page(`/updates/${a.id}`, title, a.excerpt, alias));
  }
  for (const e of events) {
    const description = `${e.date}, ${e.time}, ${e.location}. ${e.excerpt}`;
    pages.push(page(`/events/${e.slug}`, `${e.title} — ${SITE}`, description, { type: 'article' }));
    pages.push(page(`/events/${e.id}`, `${e.title} — ${SITE}`, description, { type: 'article', canonicalPath: `/events/${e.slug}`, inSitemap: false }));
  }
  for (const card of sdgCards) {
    for (const c of card.categories) {
      pages.push(page(`/sdg/${card.goal}/${c.slug}`, `${c.title} (SDG ${card.goal}) — ${SITE}`, `${c.summary} ${c.body[0] ?? ''}`.slice(0, 300)));
    }
  }
  return pages;
}

export const publicPages: PageMeta[] = [...staticPages, ...parameterisedPages()];

export const findPageMeta = (pathname: string): PageMeta | undefined => {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPages.find((p) => p.path === clean);
};

/** Paths listed in sitemap.xml. */
export const sitemapPaths = (): string[] => publicPages.filter((p) => p.inSitemap).map((p) => p.path);
