/** Leaders' positions in Kiswahili: the twin of positions.ts (docs/kiswahili-glossary.md, "Leaders' positions"). */
import type { PositionNames } from './positions';

export const positionNames: PositionNames = {
  Chairperson: 'Mwenyekiti',
  'Vice Chairperson': 'Makamu mwenyekiti',
  'Secretary General': 'Katibu mkuu',
  'Administrative Secretary': 'Katibu wa utawala',
  'Vice Administrative Secretary': 'Naibu katibu wa utawala',
  Treasurer: 'Mweka hazina',
  'Program Coordinator': 'Mratibu wa programu',
  'Project Coordinator': 'Mratibu wa miradi',
  'Discipline & Monitoring Committee Chair': 'Mwenyekiti wa kamati ya nidhamu na ufuatiliaji',
  'Discipline & Monitoring Committee Vice Chair': 'Makamu mwenyekiti wa kamati ya nidhamu na ufuatiliaji',
  'Public Relations': 'Mahusiano ya umma',
  'Communication Director': 'Mkurugenzi wa mawasiliano',
  'Youth Empowerment & Giving Back': 'Uwezeshaji wa vijana na kurudisha kwa jamii',
  'MYV Advisor': 'Mshauri wa MYV',
  'MYV Legal Advisor': 'Mshauri wa sheria wa MYV',
  'Head of Departments': 'Mkuu wa idara',
  'Regional Coordinator': 'Mratibu wa eneo',
  'Sub county Leader': 'Kiongozi wa kaunti ndogo',
  'Ward Leader': 'Kiongozi wa wadi',
  'Education Department': 'Idara ya elimu',
  'Health Department': 'Idara ya afya',
  'ICT Department': 'Idara ya TEHAMA',
};
