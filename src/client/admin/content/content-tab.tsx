/** One of the content tabs, loaded as its own chunk by the dashboard. */
import { EventsTab, GalleryTab, UpdatesTab } from './index';

export type ContentTabId = 'events' | 'updates' | 'gallery';

export default function ContentTab({
  tab,
  notify,
}: {
  tab: ContentTabId;
  notify: (text: string, tone?: 'ok' | 'error') => void;
}) {
  if (tab === 'events') return <EventsTab notify={notify} />;
  if (tab === 'updates') return <UpdatesTab notify={notify} />;
  return <GalleryTab notify={notify} />;
}
