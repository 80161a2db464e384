/**
 * The four SDG cards' data, the same in every language: goal numbers, colours, the figures of
 * their stats and the slugs of their sixteen category pages (/sdg/{goal}/{category}). Their
 * words are in sdg-words.ts and its Kiswahili twin; sdg.ts puts the two together.
 */
export const SDG_GOALS = [
  { goal: 1, colour: '#b8202f', figures: ['24%', '750+', '42%'], categories: ['poultry', 'digital', 'avocado', 'valueaddition'] },
  {
    goal: 8,
    colour: '#8f1838',
    figures: ['35%', '320+', '28'],
    categories: ['ecoservices', 'artisan', 'cooperatives', 'tourism'],
  },
  {
    goal: 3,
    colour: '#4c9f38',
    figures: ['65%', '4,200+', '28%'],
    categories: ['cancer', 'mentalhealth', 'substanceabuse', 'reprohealth'],
  },
  {
    goal: 13,
    colour: '#3f7e44',
    figures: ['42%', '75,000+', '18'],
    categories: ['reforestation', 'smartagriculture', 'renewableenergy', 'education'],
  },
] as const;

export type SdgGoal = (typeof SDG_GOALS)[number]['goal'];

type GoalData<G extends SdgGoal> = Extract<(typeof SDG_GOALS)[number], { goal: G }>;

/** The slugs of a goal's category pages. */
export type SdgSlug<G extends SdgGoal> = GoalData<G>['categories'][number];

/** A text for each of a list's items, a tuple of the same length. */
type TextEach<List extends readonly string[]> = { readonly [I in keyof List]: string };

/** One text per figure of a goal's stats, in the figures' order. */
export type SdgStatLabels<G extends SdgGoal> = TextEach<GoalData<G>['figures']>;
