/** The team page's words in Kiswahili: the twin of structure.ts. */
import type { StructureMessages } from './structure';

export const structureMessages: StructureMessages = {
  leadershipLogin: 'Kuingia kwa viongozi',
  chart: 'Muundo wa uongozi',
  listLabel: 'timu',
  levels: {
    1: 'Mwenyekiti',
    2: 'Manaibu',
    3: 'Kamati kuu',
    4: 'Washauri',
    5: 'Waratibu wa maeneo na matawi',
    6: 'Idara',
  },
};
