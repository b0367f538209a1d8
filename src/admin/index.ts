/**
 * The admin page's script: Node.js's `global` first (node-globals.ts), then Decap CMS. In
 * development the site's React components (the previews) are compiled for hot reloading, which
 * needs React's refresh runtime loaded first; a page with islands gets it from Astro before
 * hydrating them, and this page has none, so it asks Astro for it.
 */
import './node-globals';
import './admin.css';

if (import.meta.env.DEV) await import('astro:scripts/before-hydration.js');
await import('./cms');
const [{ addPreviewButton }, { watchListItems }, { watchNewEntryStatus }] = await Promise.all([
  import('./phone-preview'),
  import('./list-items'),
  import('./new-entry'),
]);
addPreviewButton();
watchListItems();
watchNewEntryStatus();
