/** The 404 page's data: kept out of search results. */
import type { SiteContent } from '../content/site-content';
import { pageFrame, pageHead } from './frame';

export function notFoundPage(content: SiteContent, origin: string | URL) {
  const text = content.ui.notFound;
  const frame = pageFrame(content, origin);
  return {
    // Its first paint fits the first round trip: without the footer's links to the review platform,
    // which a visitor who has lost their way does not come for.
    frame: { ...frame, footer: { ...frame.footer, reviewLinks: null } },
    head: pageHead(content, { title: text.metaTitle, description: text.text, noindex: true }),
    text,
  };
}
