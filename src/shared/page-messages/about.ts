/** The About page's words (/about): its Kiswahili twin is about.sw.ts. */
import type { Catalogue } from '../messages';

/** "four", "five" … for the sentences about the chapters; digits past twelve. */
const countWord = (n: number): string =>
  ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'][n] ?? String(n);

export const aboutMessages = {
  title: 'About Meru Youth Voice',
  subtitle: 'A youth movement for Meru County, by its young people.',
  whoWeAre: 'Who we are',
  whoWeAreText: (name: string, shortName: string, members: number, chapters: number) =>
    `${name} (${shortName}) is a non-governmental, non-partisan youth organisation founded in Meru County, Kenya. We bring together more than ${members} registered members across ${countWord(chapters)} regional chapters who believe that young people can solve the problems their communities face — unemployment, poverty, ill health and a changing climate — when they work together.`,
  whatWeDoText:
    'We unite and empower youth, foster financial independence, promote unity and take on social challenges, working with the county government, schools, hospitals and businesses.',
  whoWeAreAlt: 'Members of the four chapters gathered on a hillside in Meru',
  statements: 'Motto, mission and vision',
  motto: 'Our motto',
  mottoText: 'Raising voice and creating opportunities',
  mission: 'Our mission',
  missionText:
    'To unite and empower young people to achieve financial independence, promote unity and address the social challenges facing youth and their communities.',
  vision: 'Our vision',
  visionText: 'An empowered, united and self-reliant youth in Meru County, shaping the decisions that shape their lives.',
  regionalGroups: (chapters: number) => `Our ${countWord(chapters)} regional groups`,
  /** A line under each chapter's name, by the chapter's name (a chapter without one shows none). */
  chapterNotes: {
    'Igembe Youth Voice': 'Maua, Kangeta and Laare — miraa country, where we run health camps and digital bootcamps.',
    'Tigania Youth Voice': 'Muthara, Kianjai and Mikinduri — tree nurseries on the Nyambene hills and school support.',
    'Imenti Youth Voice': 'Meru Town, Nkubu and Kariene — our headquarters, enterprise and career programmes.',
    'Buuri Youth Voice': 'Timau, Kibirichia and Ruiri — avocado and dairy farming groups and women’s health.',
  },
  meetTheTeam: 'Meet our leadership team',
  goals: 'Our Sustainable Development Goals',
  focusCategories: 'Focus categories',
  approach: 'Our approach',
  showLess: 'Show Less',
  readMore: 'Read More',
  aboutGoal: (goal: number) => ` about SDG ${goal}`,
  keyAchievements: 'Key achievements',
  constitution: 'Our constitution',
  constitutionText: 'Read how we are governed: membership, elections, finances and the duties of officials.',
  downloadConstitution: 'Download the constitution (PDF)',
  join: (members: string) => `Join ${members} young people making a difference`,
  joinText: 'Registration takes five minutes and costs KSh 200, paid by M-Pesa.',
  becomeMember: 'Become a Member',
} as const;

export type AboutMessages = Catalogue<typeof aboutMessages>;
