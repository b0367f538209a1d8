/**
 * `/urgence-toiture`'s data: what to do now, step by step, the official numbers (dated, sourced),
 * the line that answers now, the owner's current wait while it is recent, and how to send photos.
 */
import { statementAsShown, type ShownStatement } from '../content/credentials';
import type { SiteContent } from '../content/site-content';
import { EMERGENCY_PROJECT_TYPE } from '../contact/contact-form-state';
import { quoteHref } from '../contact/quote-request';
import { pathForSection } from '../navigation/sections';
import { callBarOf, pageFrame, pageHead } from './frame';
import { photoHelpLinks } from './photo-help';

/** An official number as the page shows it: its `tel:` link and what it is for. */
export interface OfficialNumber {
  number: string;
  href: `tel:${string}`;
  label: string;
  /**
   * Its statement, dated and sourced. Shown past its review date too (the build warns the owner): a
   * number to call in danger is never withheld, and its date says when it was checked.
   */
  statement: ShownStatement;
}

export function stormPage(content: SiteContent, { origin }: { origin: string | URL }) {
  const { storm, ui } = content;
  const frame = pageFrame(content, origin);
  const form = quoteHref(pathForSection('contact'), EMERGENCY_PROJECT_TYPE);
  const numbers: OfficialNumber[] = storm.officialNumbers.map((entry) => ({
    number: entry.number,
    href: `tel:${entry.number}`,
    label: entry.label,
    statement: statementAsShown(entry),
  }));
  return {
    frame,
    callBar: callBarOf(content, frame, form),
    head: pageHead(content, {
      title: storm.metaTitle,
      description: storm.metaDescription,
      canonicalPath: storm.path,
    }),
    body: {
      title: storm.title,
      intro: storm.intro,
      labels: storm.labels,
      phones: frame.footer.phones,
      wait: storm.wait ? { wait: storm.wait, label: storm.labels.wait, dateWord: storm.labels.waitDate } : undefined,
      steps: storm.steps,
      numbers,
      afterHtml: storm.html,
      photos: {
        heading: storm.labels.photos,
        text: ui.photos,
        links: [
          ...photoHelpLinks(content),
          { kind: 'form', icon: 'arrow-right', href: form, label: storm.labels.form } as const,
        ],
      },
    },
  };
}
