/** The shared parts' words in Kiswahili: the twin of parts.ts. */
import type { PartsMessages } from './parts';

export const partsMessages: PartsMessages = {
  slideOf: (index, count) => `${index + 1} kati ya ${count}`,
  carousel: 'onyesho la slaidi',
  slide: 'slaidi',
  playSlides: 'Endelea na slaidi',
  pauseSlides: 'Simamisha slaidi',
  showSlide: (index) => `Onyesha slaidi ya ${index + 1}`,
  filterByCategory: 'Chuja kwa aina',
  resetFilters: 'Ondoa vichujio',
  categories: {
    all: 'zote',
    workshop: 'warsha',
    workshops: 'warsha',
    business: 'biashara',
    career: 'ajira',
    community: 'jamii',
    leadership: 'uongozi',
    charity: 'misaada',
    health: 'afya',
    education: 'elimu',
    events: 'hafla',
    meetings: 'mikutano',
    outreach: 'ziara za jamii',
  },
  englishOnly: 'Inapatikana kwa Kiingereza tu',
};
