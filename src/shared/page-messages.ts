/**
 * The words every public page shares: the header, the footer, the parts used by several pages
 * (carousel, list filters, photo field, loading and error states), the not-found and access-denied
 * pages, and every public page's title and description (pages.ts). The Kiswahili build resolves
 * this module to page-messages.sw.ts, its twin with the same keys (docs/page-catalogues.md).
 *
 * A page's own words live in src/shared/page-messages/<page>.ts, so that each page ships only its
 * own words (the first-load budget), not every other page's.
 */
import type { Catalogue } from './messages';

export const pageMessages = {
  layout: {
    nav: {
      home: 'Home',
      about: 'About Us',
      events: 'Events',
      achievements: 'Achievements',
      /** The mobile menu's word for /updates, where the desktop header says "Achievements". */
      updates: 'Updates',
      gallery: 'Gallery',
      team: 'Our Team',
      contact: 'Contact',
      join: 'Join Us',
      privacy: 'Privacy Policy',
    },
    mainNav: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    register: 'Register',
    renew: 'Renew membership',
    tagline: (county: string) =>
      `Uniting and empowering the young people of ${county} for financial independence, unity and a healthier community.`,
    socialMedia: 'Social media',
    footerNav: 'Footer',
    quickLinks: 'Quick links',
    ourChapters: 'Our chapters',
    contactUs: 'Contact us',
    rights: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
    websiteBy: 'Website by',
    /** The floating badge: "100% NGO" stays as it is in both languages (a name); it turns into "Donate". */
    badgeLabel: '100% NGO — Donate',
    badgeDonate: 'Donate',
    scrollTop: 'Scroll to top',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
  },
  /** The office's address and hours, on /contact and /privacy. */
  office: {
    building: 'Ntara Plaza, 2nd floor',
    postal: 'P.O. Box 1214-60200, Meru',
    hours: [
      { days: 'Monday – Friday', hours: '8:00 AM – 5:00 PM' },
      { days: 'Saturday', hours: '9:00 AM – 1:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ],
  },
  components: {
    opensInNewTab: (network: string) => `${network} (opens in a new tab)`,
    loadingWhat: (what: string) => `Loading ${what}…`,
    loadFailed: (what: string) => `We could not load the ${what}. Check your connection and try again.`,
    tryAgain: 'Try again',
  },
  notFound: {
    title: 'Page Not Found',
    text: "The page you're looking for doesn't exist or has been moved.",
    home: 'Go to Homepage',
  },
  /** Every public page's title (the site's name is added by pages.ts) and description. */
  meta: {
    home: {
      title: 'Raising voice and creating opportunities',
      description:
        'Meru Youth Voice unites young people in Igembe, Tigania, Imenti and Buuri for jobs, health, education and climate action in Meru County, Kenya.',
    },
    about: {
      title: 'About us',
      description:
        'Who we are, our mission and vision, our four chapters and the Sustainable Development Goals we work on in Meru County.',
    },
    achievements: {
      title: 'Achievements',
      description:
        'Projects and results of Meru Youth Voice: medical camps, digital bootcamps, tree planting, charity drives and summits.',
    },
    events: {
      title: 'Events',
      description: 'Workshops, career fairs, pitch days, leadership bootcamps and community events across Meru County.',
    },
    gallery: {
      title: 'Gallery',
      description: 'Photos from our outreach, meetings, workshops, leadership forums and events across Meru County.',
    },
    contact: {
      title: 'Contact us',
      description: 'Write to Meru Youth Voice, call us, visit our office in Meru Town or donate by M-Pesa paybill.',
    },
    structure: {
      title: 'Our team',
      description:
        'The leadership of Meru Youth Voice, from the chairperson and executive committee to regional coordinators and departments.',
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'How Meru Youth Voice collects, uses, keeps and protects personal data under Kenya’s Data Protection Act, 2019.',
    },
    membership: {
      title: 'Become a member',
      description: 'Register as a member of Meru Youth Voice and pay the KSh 200 fee by M-Pesa.',
    },
    donate: {
      title: 'Donate',
      description: 'Support the youth of Meru County: donate to Meru Youth Voice by M-Pesa and get an SMS receipt.',
    },
    unauthorized: { title: 'Access denied', description: 'You do not have permission to access this area.' },
    renew: {
      title: 'Renew your membership',
      description: 'Renew your Meru Youth Voice membership for KSh 200 by M-Pesa and download your renewed card.',
    },
    myCard: {
      title: 'Get your card again',
      description: 'Download your Meru Youth Voice membership card again with a code sent by SMS.',
    },
    verify: {
      title: 'Card verification',
      description: 'Check whether a Meru Youth Voice membership or leadership card is valid.',
    },
    rsvp: { title: 'Your place', description: 'Your place at a Meru Youth Voice event.' },
    event: { title: 'Event', description: 'An event of Meru Youth Voice.' },
    update: { title: 'Update', description: 'An update from Meru Youth Voice.' },
    notFound: { description: "The page you're looking for doesn't exist or has been moved." },
  },
} as const;

/** What the Kiswahili twin must hold: every key, each a text or a function of the same parameters. */
export type PageMessages = Catalogue<typeof pageMessages>;
