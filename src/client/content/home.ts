/** Fixed content of the home page: pictures, links and icons here, words from its catalogue (page-messages/home.ts). */
import { homeMessages as t } from '../../shared/page-messages/home';

const [unite, empower, community] = t.heroSlides;
export const heroSlides = [
  { image: '/images/hero/hero-unite.svg', ...unite, cta: { to: '/membership', label: unite.cta } },
  { image: '/images/hero/hero-empower.svg', ...empower, cta: { to: '/about', label: empower.cta } },
  { image: '/images/hero/hero-community.svg', ...community, cta: { to: '/contact', label: community.cta } },
] as const;

const [economic, advocacy, health] = t.infoCards;
export const infoCards = [
  { icon: 'coins', ...economic },
  { icon: 'megaphone', ...advocacy },
  { icon: 'heart', ...health },
] as const;

/** The six SDG items of the why-us section. */
const GOALS = [
  { goal: 1, colour: '#b8202f' },
  { goal: 3, colour: '#3d7a2a' },
  { goal: 4, colour: '#a51d2d' },
  { goal: 8, colour: '#8f1838' },
  { goal: 13, colour: '#3f7e44' },
  { goal: 16, colour: '#00689d' },
] as const;
export const whyUsGoals = GOALS.map((g, i) => ({ ...g, ...t.whyUsGoals[i]! }));

const FOCUS = [
  { sdg: 3, image: '/images/achievements/maua-free-medical-camp.svg' },
  { sdg: 4, image: '/images/achievements/digital-skills-bootcamp.svg' },
  { sdg: 2, image: '/images/events/avocado-value-chain-workshop.svg' },
] as const;
export const focusAreas = FOCUS.map((f, i) => ({ ...f, ...t.focusAreaCards[i]! }));
