/**
 * Counted nouns for the dashboard: "1 member", "2 members", "1,250 members". One place, so no
 * screen shows "1 members". Numbers are grouped the Kenyan way (en-KE).
 */
const numberFormat = new Intl.NumberFormat('en-KE');

export const formatCount = (n: number): string => numberFormat.format(n);

/** `plural(1, 'member')` → "1 member"; irregular plurals pass their own form. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : pluralForm}`;
}
