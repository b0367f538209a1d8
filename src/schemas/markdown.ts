/**
 * The Markdown texts of the pages (about.md, services/*.md, legal/*.md): quoting only the values
 * the site fills in, bounded in length, and without HTML, which the owner's text must never
 * become (a `<script>` or an `<img onerror>` typed in the editor's Markdown mode). The build
 * also sanitises the rendered HTML (astro.config.mjs): this rule is what the owner reads first.
 */
import { z } from 'astro/zod';
import { boundedHint, lengthMessage, quotingOnly } from './fields';
import { numberPlaceholderNames, placeholderNames } from './placeholders';

const NBSP = '\u00a0';

/**
 * Where CommonMark starts raw HTML: an opening or closing tag, a comment, a declaration or a
 * processing instruction. A `<` escaped by a backslash is text (the rich-text editor writes `\<`),
 * and so is an automatic link (`<https://…>`: a scheme and a colon, never a tag).
 */
const RAW_HTML = /(?<!\\)<(?:\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>])|!|\?)[^>\n]{0,40}>?/;

/** The first piece of HTML in a Markdown text (`<script>`), or null when it has none. */
export function rawHtmlIn(markdown: string): string | null {
  return RAW_HTML.exec(markdown)?.[0] ?? null;
}

/** What the owner reads when a text holds HTML: what was found, and how to format without it. */
export function rawHtmlMessage(found: string): string {
  return `Le texte contient du code HTML («${NBSP}${found}${NBSP}»)${NBSP}: le site ne publie pas de code. Retirez-le${NBSP}; pour la mise en forme, utilisez les boutons de l’éditeur (titre, gras, liste, lien).`;
}

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
