/** One of the content tabs, loaded as its own chunk by the dashboard. */
import './content.css';
import { GalleryTab } from './gallery-tab';
import { eventKind, updateKind } from './kinds';
import { StoryPanel } from './story-panel';

export type ContentTabId = 'events' | 'updates' | 'gallery';

/** `notify` is the dashboard's own (notices.ts), which the tabs call directly. */
export default function ContentTab({ tab }: { tab: ContentTabId; notify?: (text: string, tone?: 'ok' | 'error') => void }) {
  if (tab === 'events') return <StoryPanel kind={eventKind} />;
  if (tab === 'updates') return <StoryPanel kind={updateKind} />;
  return <GalleryTab />;
}
