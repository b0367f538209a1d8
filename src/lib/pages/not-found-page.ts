/** The 404 page's data: kept out of search results. */
import type { SiteContent } from '../content/site-content';
import { pageFrame, pageHead } from './frame';

export function notFoundPage(content: SiteContent, origin: string | URL) {
  const text = content.ui.notFound;
  return {
    frame: pageFrame(content, origin),
    head: pageHead(content, { title: text.metaTitle, description: text.text, noindex: true }),
    text,
  };
}
