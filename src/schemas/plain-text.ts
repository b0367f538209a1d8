/**
 * What a text may not hold to be shown as the owner typed it. A Markdown page (a worksite's story,
 * a service's introduction) may hold Markdown but no HTML: the owner's text never becomes code. A
 * plain text (a title, a summary, a caption, an alternative text) is shown as it is, in the page,
 * its description and the data for search engines: HTML or Markdown marks typed into it would be
 * read there as they are, « <b>super</b> », « **super** ».
 */
import { NBSP } from './characters';

/**
 * Where CommonMark starts raw HTML: an opening or closing tag, a comment, a declaration or a
 * processing instruction. A `<` escaped by a backslash is text (the rich-text editor writes `\<`),
 * and so is an automatic link (`<https://…>`: a scheme and a colon, never a tag).
 */
const RAW_HTML = /(?<!\\)<(?:\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>])|!|\?)[^>\n]{0,40}>?/;

/** The first piece of HTML in a text (`<script>`), or null when it has none. */
export function rawHtmlIn(text: string): string | null {
  return RAW_HTML.exec(text)?.[0] ?? null;
}

/**
 * Markdown's marks, as they would show in a plain text: bold and italics (`**…**`, `*…*`, `__…__`,
 * `_…_` around a word, never inside one as in `mon_site`), code between backquotes, a link or an
 * image (`[…](…)`), a heading (`# ` at the start of a line). A lone asterisk (« Nom complet * ») is
 * no mark.
 */
const MARKDOWN_MARKS = [
  /(\*\*|__)(?=\S)[^\n]*?\S\1/,
  /(?<![\p{L}\p{N}*\\])\*(?=[^\s*])[^*\n]*?[^\s*\\]\*(?![\p{L}\p{N}*])/u,
  /(?<![\p{L}\p{N}_\\])_(?=[^\s_])[^_\n]*?[^\s_\\]_(?![\p{L}\p{N}_])/u,
  /`[^`\n]+`/,
  /!?\[[^\]\n]+\]\([^)\n]*\)/,
  /^#{1,6}[ \t]/m,
];

/** The first Markdown mark of a text (`**super**`), or null when it has none. */
export function markdownMarkIn(text: string): string | null {
  for (const mark of MARKDOWN_MARKS) {
    const found = mark.exec(text)?.[0];
    if (found) return found.trim();
  }
  return null;
}

/** What the owner reads when a Markdown page holds HTML: what was found, and how to format without it. */
export function rawHtmlMessage(found: string): string {
  return `Le texte contient du code HTML («${NBSP}${found}${NBSP}»)${NBSP}: le site ne publie pas de code. Retirez-le${NBSP}; pour la mise en forme, utilisez les boutons de l’éditeur (titre, gras, liste, lien).`;
}

/** Why a plain text may not be shown as typed (HTML or Markdown in it), or null when it may. */
export function plainTextProblem(text: string): string | null {
  const html = rawHtmlIn(text);
  if (html) {
    return `Le texte contient du code HTML («${NBSP}${html}${NBSP}»)${NBSP}: ce texte s’affiche tel quel, le code y paraîtrait en toutes lettres. Retirez-le.`;
  }
  const mark = markdownMarkIn(text);
  if (mark) {
    return `«${NBSP}${mark}${NBSP}» est de la mise en forme (Markdown)${NBSP}: ce texte s’affiche tel quel, sans gras ni lien, et ces signes y paraîtraient en toutes lettres. Retirez-les.`;
  }
  return null;
}
