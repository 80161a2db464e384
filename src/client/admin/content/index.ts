/**
 * The dashboard tabs for what officials publish on the site: events, updates and gallery photos.
 * Open to the chairman, the vice chairman and the secretary (who sees these tabs only).
 */
import './content.css';

export { EventsTab } from './events-tab';
export { UpdatesTab } from './updates-tab';
export { GalleryTab } from './gallery-tab';
