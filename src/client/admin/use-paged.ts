/** A server-paged list: refetches when its parameters change, ignores answers that arrive out of order. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';

export function usePaged<R>(fetch: () => Promise<R>, key: string) {
  const [data, setData] = useState<R | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const result = await fetchRef.current();
      if (ticket !== latest.current) return;
      setData(result);
      setError(null);
    } catch (e) {
      if (ticket === latest.current) setError(e instanceof Error ? e.message : String(e));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [key, reload]);

  return { data, loading, error, reload };
}

/** The search box's value, settled: one request after typing pauses, not one per key. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * One page of a filtered, server-paged list. A new search or filter starts again at page 1
 * (reset during render, so the stale page is never fetched twice).
 */
export function useFilteredPages<P extends object, R>(params: P, load: (query: P & { page: number; pageSize: number }) => Promise<R>) {
  const [page, setPage] = useState(1);
  const [lastKey, setLastKey] = useState('');
  const key = JSON.stringify(params);
  if (key !== lastKey) {
    setLastKey(key);
    if (page !== 1) setPage(1);
  }
  const list = usePaged(() => load({ ...params, page, pageSize: DEFAULT_PAGE_SIZE }), `${key}|${page}`);
  return { ...list, setPage };
}
