/** Related updates: up to two others of the same category. */
import { RELATED_UPDATES_LIMIT } from '../../shared/constants';
import type { UpdateArticle } from './updates';

export const relatedUpdatesOf = (article: UpdateArticle, all: UpdateArticle[]) =>
  all.filter((u) => u.category === article.category && u.id !== article.id).slice(0, RELATED_UPDATES_LIMIT);
