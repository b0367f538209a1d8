/**
 * On a phone the preview sits under every field of the entry (admin.css): a button of the editor's
 * top bar, which follows the scroll, goes to it in one tap, and back to the fields. In the top bar
 * it never covers a field (a button floating over the form took a tap meant for the field under it).
 */
import { EDITOR_PARTS } from './decap-internals';
import { onPageChange } from './page-changes';

const PREVIEW = `[class*="-${EDITOR_PARTS.preview}"]`;
/** What scrolls on a phone (admin.css): the editor, its top bar sticking at the top. */
const EDITOR = `[class*="-${EDITOR_PARTS.editor}"]`;
/** The editor's top bar (a Markdown field's toolbar has the same name). */
const TOP_BAR = `${EDITOR} > [class*="-${EDITOR_PARTS.topBar}"]`;

/** Where a tap goes from here: the preview while the fields are on screen, the fields once the preview is. */
function previewInView(): boolean {
  const preview = document.querySelector(PREVIEW);
  return preview ? preview.getBoundingClientRect().top < window.innerHeight / 2 : false;
}

export function addPreviewButton(): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'bouton-apercu';
  const label = () => {
    const text = previewInView() ? 'Revenir aux champs' : 'Voir l’aperçu';
    if (button.textContent !== text) button.textContent = text;
  };
  button.addEventListener('click', () => {
    const editor = document.querySelector(EDITOR);
    const preview = document.querySelector(PREVIEW);
    if (!editor || !preview) return;
    // The preview's top just under the top bar, which covers the editor's first pixels.
    const bar = document.querySelector(TOP_BAR)?.getBoundingClientRect().height ?? 0;
    const below = preview.getBoundingClientRect().top - editor.getBoundingClientRect().top - bar;
    editor.scrollTo({ top: previewInView() ? 0 : editor.scrollTop + below, behavior: 'instant' });
    label();
  });
  // The editor scrolls inside its own container: any scroll of the page's parts may change the label.
  document.addEventListener('scroll', label, { capture: true, passive: true });
  // Decap draws the top bar anew for each entry: the button goes back in it, after Decap's own parts.
  onPageChange(() => {
    const bar = document.querySelector(TOP_BAR);
    if (bar && button.parentElement !== bar) bar.append(button);
    label();
  });
}
