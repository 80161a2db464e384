/** Category buttons, a search box and the no-results state shared by the list pages. */
import { useId, useMemo, useState } from 'react';
import { categoryLabel, filterList } from '../content/search';
import { SearchIcon } from './icons';
import { partsMessages } from '../../shared/page-messages/parts';

/** A list page's filter state: the category, the search over `fields`, the filtered list, Reset Filters. */
export function useFilteredList<T extends { category: string }>(
  items: T[],
  fields: readonly ((item: T) => string | null | undefined)[],
) {
  const [category, setCategory] = useState('all');
  const [query, setQuery] = useState('');
  const list = useMemo(() => filterList(items, category, query, fields), [items, category, query, fields]);
  const reset = () => {
    setCategory('all');
    setQuery('');
  };
  return { category, setCategory, query, setQuery, list, reset };
}

export function ListFilters({
  categories,
  category,
  onCategory,
  query,
  onQuery,
  searchLabel,
  shown,
}: {
  categories: readonly string[];
  category: string;
  onCategory: (c: string) => void;
  query?: string;
  onQuery?: (q: string) => void;
  searchLabel?: string;
  /** How many items the filters leave, as a sentence for screen readers ("3 events shown"). */
  shown: string;
}) {
  const id = useId();
  return (
    <div className="list-filters">
      <div className="filter-buttons" role="group" aria-label={partsMessages.filterByCategory}>
        {categories.map((c) => (
          <button key={c} type="button" className="filter-button" aria-pressed={category === c} onClick={() => onCategory(c)}>
            {categoryLabel(c)}
          </button>
        ))}
      </div>
      {onQuery ? (
        <div className="search-box">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {searchLabel}
          </label>
          <SearchIcon size={18} />
          <input
            id={`${id}-search`}
            type="search"
            placeholder={searchLabel}
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            autoComplete="off"
          />
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {shown}
      </p>
    </div>
  );
}

export function NoResults({
  title,
  hint,
  action,
  onAction,
}: {
  title: string;
  hint?: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="no-results">
      <h2>{title}</h2>
      {hint ? <p>{hint}</p> : null}
      <button type="button" className="button button-primary" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
