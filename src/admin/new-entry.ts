/**
 * A new entry, not yet published: Decap CMS's top bar says « Modifications enregistrées » as long
 * as nothing is typed, though nothing was ever saved. There it says what is true.
 */
import { EDITOR_PARTS } from './decap-internals';
import { onPageChange } from './page-changes';

/** The status Decap shows while nothing has changed. */
const UNCHANGED = `[class*="-${EDITOR_PARTS.unchangedStatus}"]`;
const NEW_ENTRY_STATUS = 'Nouvelle entrée, pas encore enregistrée';

/** `#/collections/avis/new`: the page of an entry being created. */
const isNewEntry = () => /^#\/collections\/[^/]+\/new(?:[?/]|$)/.test(window.location.hash);

export function watchNewEntryStatus(): void {
  onPageChange(() => {
    if (!isNewEntry()) return;
    for (const status of document.querySelectorAll(UNCHANGED)) {
      // Decap writes its text again only when it changes: the entry saved, its page is another.
      if (status.textContent !== NEW_ENTRY_STATUS) status.textContent = NEW_ENTRY_STATUS;
    }
  });
}
