/**
 * The four SDG cards of the About page and their sixteen category pages (/sdg/{goal}/{category}):
 * the data of sdg-goals.ts with the words of sdg-words.ts, which the Kiswahili build resolves to
 * its twin (docs/i18n.md), so each build's cards are in its own language.
 */
import { SDG_GOALS } from './sdg-goals';
import { sdgWords, type SdgCategoryWords, type SdgWords } from './sdg-words';

export interface SdgCategory {
  slug: string;
  title: string;
  summary: string;
  body: string[];
  activities: string[];
}

export interface SdgCard {
  goal: 1 | 8 | 3 | 13;
  title: string;
  colour: string;
  intro: string;
  stats: { value: string; label: string }[];
  approach: string;
  categories: SdgCategory[];
}

/** The cards in the given words (exported for the test that reads the Kiswahili ones). */
export function sdgCardsIn(words: SdgWords): SdgCard[] {
  return SDG_GOALS.map(({ goal, colour, figures, categories }) => {
    const card = words[goal];
    // The type of SdgWords gives each goal the words of its own slugs; one goal at a time
    // here, the union of the four is read as any goal's categories.
    const categoryWords = card.categories as Record<string, SdgCategoryWords>;
    return {
      goal,
      title: card.title,
      colour,
      intro: card.intro,
      stats: figures.map((value, index) => ({ value, label: card.stats[index]! })),
      approach: card.approach,
      categories: categories.map((slug) => ({ slug, ...categoryWords[slug]! })),
    };
  });
}

export const sdgCards: SdgCard[] = sdgCardsIn(sdgWords);

export function findSdgCategory(
  goal: string | undefined,
  slug: string | undefined,
): { card: SdgCard; category: SdgCategory } | undefined {
  const card = sdgCards.find((c) => String(c.goal) === goal);
  const category = card?.categories.find((c) => c.slug === slug);
  return card && category ? { card, category } : undefined;
}
