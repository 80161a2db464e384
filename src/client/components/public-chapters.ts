/**
 * The chapters shown on public pages (footer, About, /membership) come from the database. The
 * server renders every public page with the live list and embeds it (site data), so the HTML
 * already names them and hydration changes nothing; the list then serves the whole visit. Only a
 * visit that starts on a client-rendered page (the shell, nothing embedded) fetches it, once.
 */
import { useEffect, useState } from 'react';
import { api } from '../api';
import { DEFAULT_CHAPTERS } from '../../shared/chapters';
import { shownChapters } from '../../shared/content-view';
import { useSiteData } from '../content/page-data';

let latest: readonly string[] | null = null;
let request: Promise<readonly string[]> | null = null;

function loadChapters(): Promise<readonly string[]> {
  request ??= api
    .get<{ name: string }[]>('/api/chapters')
    .then((list) => {
      latest = shownChapters(list.map((c) => c.name));
      return latest;
    })
    .catch(() => {
      request = null; // try again on the next page
      return latest ?? DEFAULT_CHAPTERS;
    });
  return request;
}

export function usePublicChapters(): readonly string[] {
  const embedded = useSiteData()?.chapters;
  const [fetched, setFetched] = useState<readonly string[] | null>(latest);
  useEffect(() => {
    if (embedded) return;
    let alive = true;
    void loadChapters().then((list) => alive && setFetched(list));
    return () => {
      alive = false;
    };
  }, [embedded]);
  return embedded ?? fetched ?? DEFAULT_CHAPTERS;
}
