/**
 * The chapters shown on public pages (footer, About, /membership) come from the database, so a
 * chapter an official adds appears everywhere at once. Pages are prerendered with the built-in
 * four (the HTML and hydration match), then the live list replaces them; it is fetched once per
 * page load and shared by every list on the page, and the last answer is reused on navigation.
 */
import { useEffect, useState } from 'react';
import { api } from '../api';
import { DEFAULT_CHAPTERS } from '../../shared/chapters';

let latest: readonly string[] | null = null;
let request: Promise<readonly string[]> | null = null;

function loadChapters(): Promise<readonly string[]> {
  request ??= api
    .get<{ name: string }[]>('/api/chapters')
    .then((list) => {
      // An empty or failed answer keeps the built-in names: a public page never shows no chapters.
      latest = list.length ? list.map((c) => c.name) : DEFAULT_CHAPTERS;
      return latest;
    })
    .catch(() => {
      request = null; // try again on the next page
      return latest ?? DEFAULT_CHAPTERS;
    });
  return request;
}

export function usePublicChapters(): readonly string[] {
  const [chapters, setChapters] = useState<readonly string[]>(() => latest ?? DEFAULT_CHAPTERS);
  useEffect(() => {
    let alive = true;
    void loadChapters().then((list) => alive && setChapters(list));
    return () => {
      alive = false;
    };
  }, []);
  return chapters;
}
