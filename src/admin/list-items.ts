/**
 * The items of Decap CMS's lists, as the owner meets them: the buttons of each item's top bar (an
 * arrow to unfold it, a cross to remove it) have no name of their own; they are named after the
 * item (« Déplier « Thuin » », « Retirer « Thuin » »), and a removal asks first, as a deletion of
 * a whole entry does.
 */
import { LIST_ITEM } from './decap-internals';
import { onPageChange } from './page-changes';
import { NBSP } from '../schemas/characters';

const TOP_BAR = `[class*="-${LIST_ITEM.topBar}"]`;
const BUTTON = `:scope > [class*="-${LIST_ITEM.button}"]`;

/** The item's name, as the list shows it folded (its summary). */
function summaryOf(topBar: Element): { text: string; folded: boolean } {
  const label = topBar.nextElementSibling;
  const shown = label?.matches(`[class*="-${LIST_ITEM.summary}"]`) ? label : null;
  return {
    text: shown?.textContent?.trim() || 'cet élément',
    folded: shown ? getComputedStyle(shown).display !== 'none' : true,
  };
}

const quoted = (text: string) => (text === 'cet élément' ? text : `«${NBSP}${text}${NBSP}»`);

/** The top bar's buttons: unfold or fold, then remove (when the list allows it). */
function buttonsOf(topBar: Element): { toggle?: Element; remove?: Element } {
  const buttons = [...topBar.querySelectorAll(BUTTON)];
  const [toggle] = buttons;
  const remove = buttons.length > 1 ? buttons.at(-1) : undefined;
  return { ...(toggle ? { toggle } : {}), ...(remove ? { remove } : {}) };
}

function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function nameButtons(root: ParentNode): void {
  for (const topBar of root.querySelectorAll(TOP_BAR)) {
    const { text, folded } = summaryOf(topBar);
    const { toggle, remove } = buttonsOf(topBar);
    if (toggle) {
      setIfChanged(toggle, 'aria-label', `${folded ? 'Déplier' : 'Replier'} ${quoted(text)}`);
      setIfChanged(toggle, 'aria-expanded', String(!folded));
    }
    if (remove) setIfChanged(remove, 'aria-label', `Retirer ${quoted(text)}`);
  }
}

/** A tap on an item's cross: removed only once the owner says so. */
function confirmRemoval(event: Event): void {
  const button = (event.target as Element | null)?.closest?.(`${TOP_BAR} > [class*="-${LIST_ITEM.button}"]`);
  const topBar = button?.parentElement;
  if (!button || !topBar || buttonsOf(topBar).remove !== button) return;
  const question = `Retirer ${quoted(summaryOf(topBar).text)} de la liste${NBSP}? Rien n’est enregistré avant «${NBSP}Publier${NBSP}».`;
  if (window.confirm(question)) return;
  event.preventDefault();
  event.stopPropagation();
}

export function watchListItems(): void {
  // Before Decap's own handler (React listens on its root, under the document).
  document.addEventListener('click', confirmRemoval, { capture: true });
  onPageChange(() => nameButtons(document));
}
