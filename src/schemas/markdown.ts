/**
 * The Markdown texts of the pages (about.md, services/*.md, legal/*.md): quoting only the values
 * the site fills in, bounded in length, and without HTML, which the owner's text must never
 * become (a `<script>` or an `<img onerror>` typed in the editor's Markdown mode). The build
 * also sanitises the rendered HTML (astro.config.mjs): this rule is what the owner reads first.
 */
import { z } from 'astro/zod';
import { boundedHint, lengthMessage, quotingOnly } from './fields';
import { numberPlaceholderNames, placeholderNames } from './placeholders';
import { rawHtmlIn, rawHtmlMessage } from './plain-text';

/** The Markdown text of a page: `max` characters at most, no HTML, quoting only the values the site fills in. */
export function markdownText(max: number) {
  const bounded = z.string().max(max, { error: (issue) => lengthMessage(String(issue.input ?? '').length, { max }) });
  return quotingOnly(bounded, placeholderNames, numberPlaceholderNames).superRefine((value, context) => {
    const found = rawHtmlIn(value);
    if (found) context.addIssue({ code: 'custom', message: rawHtmlMessage(found), input: value });
  });
}

/** The text of a Markdown page as the admin shows it (label, hint with its bound) and its rules. */
export interface MarkdownBody {
  title: string;
  hint: string;
  schema: z.ZodType<string>;
  /** A text shown as written, edited without formatting (a client's review), under its own rules. */
  plain?: boolean;
}

export function markdownBody(title: string, max: number, hint?: string): MarkdownBody {
  return { title, hint: boundedHint(max, hint), schema: markdownText(max) };
}
