/**
 * The admin page's script: Node.js's `global` first (node-globals.ts), then Decap CMS. In
 * development the site's React components (the previews) are compiled for hot reloading, which
 * needs React's refresh runtime loaded first; a page with islands gets it from Astro before
 * hydrating them, and this page has none, so it asks Astro for it.
 */
import './node-globals';
import './admin.css';

/** Set for the one reload that follows a development server's modules changing under the page. */
const RELOADED = 'administration:rechargee';

/**
 * In development, the server may bundle Decap CMS's dependencies again while the page imports
 * them (its first opening on a fresh copy, a content file changed meanwhile): the page's imports
 * then fail (Firefox: « error loading dynamically imported module ») and it would stay blank. It
 * reloads itself once instead, with the server's new modules. A second failure is thrown.
 */
async function start(): Promise<boolean> {
  try {
    if (import.meta.env.DEV) await import('astro:scripts/before-hydration.js');
    await import('./cms');
  } catch (error) {
    if (!import.meta.env.DEV || sessionStorage.getItem(RELOADED)) throw error;
    sessionStorage.setItem(RELOADED, '1');
    location.reload();
    return false;
  }
  sessionStorage.removeItem(RELOADED);
  return true;
}

if (await start()) {
  const [{ addPreviewButton }, { watchListItems }, { watchNewEntryStatus }] = await Promise.all([
    import('./phone-preview'),
    import('./list-items'),
    import('./new-entry'),
  ]);
  addPreviewButton();
  watchListItems();
  watchNewEntryStatus();
}
