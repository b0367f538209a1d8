/**
 * On a phone the preview sits under every field of the entry (admin.css): a button, always at the
 * bottom of the screen while an entry is open, goes to it in one tap, and back to the fields.
 */

const PREVIEW = '[class*="-PreviewPaneFrame"]';
/** What scrolls on a phone (admin.css): the editor under its top bar, which stays in place. */
const EDITOR = '[class*="-EditorContainer"]';

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
    button.textContent = previewInView() ? 'Revenir aux champs' : 'Voir l’aperçu';
  };
  button.addEventListener('click', () => {
    const editor = document.querySelector(EDITOR);
    const preview = document.querySelector(PREVIEW);
    if (!editor || !preview) return;
    const below = preview.getBoundingClientRect().top - editor.getBoundingClientRect().top;
    editor.scrollTo({ top: previewInView() ? 0 : editor.scrollTop + below, behavior: 'instant' });
    label();
  });
  // The editor scrolls inside its own container: any scroll of the page's parts may change the label.
  document.addEventListener('scroll', label, { capture: true, passive: true });
  label();
  document.body.append(button);
}
