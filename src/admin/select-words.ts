/**
 * Decap CMS's drop-downs (react-select) in French: what a screen reader hears as the owner moves
 * in a list of choices (« 3 résultats disponibles », « option Thuin, choisie »), and the texts
 * react-select shows when the list is empty or loading. Decap gives none of them: react-select's
 * English defaults are replaced once, for every drop-down (decap-internals.ts, `selectDefaults`);
 * the relation widget writes its own « Loading options… », replaced where it renders.
 */
import { cloneElement, createElement, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { components } from 'react-select';
import { selectDefaults } from './decap-internals';
import { NBSP } from '../schemas/characters';

/** « 1 résultat disponible », « 3 résultats disponibles » */
const results = (count: number) => `${count}${NBSP}résultat${count > 1 ? 's' : ''} disponible${count > 1 ? 's' : ''}`;

interface GuidanceProps {
  context: string;
  isSearchable?: boolean;
  isMulti?: boolean;
  isInitialFocus?: boolean;
  tabSelectsValue?: boolean;
  'aria-label'?: string;
}
interface ChangeProps {
  action: string;
  label?: string;
  labels: string[];
  isDisabled?: boolean;
}
interface FocusProps {
  context: string;
  focused: unknown;
  options: unknown[];
  label?: string;
  selectValue: unknown[];
  isDisabled?: boolean;
  isSelected?: boolean;
  isAppleDevice?: boolean;
}

const position = (list: unknown[], item: unknown) =>
  list.length > 0 ? `${list.indexOf(item) + 1} sur ${list.length}` : '';

/** react-select's messages for its live region (`ariaLiveMessages`), in French. */
export const selectLiveMessages = {
  guidance({ context, isSearchable, isMulti, isInitialFocus, tabSelectsValue }: GuidanceProps): string {
    if (context === 'menu') {
      return `Flèches haut et bas pour parcourir les choix, Entrée pour choisir celui qui est en surbrillance, Échap pour fermer la liste${tabSelectsValue ? ', Tab pour choisir et quitter la liste' : ''}.`;
    }
    if (context === 'input' && isInitialFocus) {
      return `Champ de choix${isSearchable ? ', tapez pour filtrer la liste' : ''}, flèche bas pour l’ouvrir${isMulti ? ', flèche gauche pour revenir sur les valeurs choisies' : ''}.`;
    }
    if (context === 'value')
      return 'Flèches gauche et droite pour passer d’une valeur choisie à l’autre, Retour arrière pour retirer celle qui est en surbrillance.';
    return '';
  },
  onChange({ action, label = '', labels, isDisabled }: ChangeProps): string {
    if (action === 'deselect-option' || action === 'pop-value' || action === 'remove-value') return `${label}, retiré.`;
    if (action === 'clear') return 'Tous les choix ont été retirés.';
    if (action === 'initial-input-focus') return `${labels.join(', ')}, choisi${labels.length > 1 ? 's' : ''}.`;
    if (action === 'select-option')
      return isDisabled ? `${label} n’est pas disponible${NBSP}: choisissez-en un autre.` : `${label}, choisi.`;
    return '';
  },
  onFocus({
    context,
    focused,
    options,
    label = '',
    selectValue,
    isDisabled,
    isSelected,
    isAppleDevice,
  }: FocusProps): string {
    if (context === 'value' && selectValue) return `Valeur ${label}, ${position(selectValue, focused)}.`;
    if (context === 'menu' && isAppleDevice)
      return `${label}${isSelected ? ', choisi' : ''}${isDisabled ? ', indisponible' : ''}, ${position(options, focused)}.`;
    return '';
  },
  onFilter({ inputValue, resultsMessage }: { inputValue: string; resultsMessage: string }): string {
    return `${resultsMessage}${inputValue ? ` pour «${NBSP}${inputValue}${NBSP}»` : ''}.`;
  },
};

const LOADING = 'Chargement de la liste…';

type RemoveProps = ComponentProps<typeof components.MultiValueRemove>;

/** The cross of a value chosen among several, named in French (react-select names it « Remove … »). */
function FrenchRemove(props: RemoveProps) {
  const value = String((props.innerProps as { 'aria-label'?: string })['aria-label'] ?? '').replace(/^Remove /, '');
  const name = value && value !== 'option' ? `Retirer ${value}` : 'Retirer ce choix';
  return createElement(components.MultiValueRemove, {
    ...props,
    innerProps: { ...props.innerProps, 'aria-label': name },
  });
}

/** Every drop-down of the admin speaks French, where Decap leaves react-select's English. */
export function frenchSelects(): void {
  Object.assign(selectDefaults, {
    ariaLiveMessages: selectLiveMessages,
    screenReaderStatus: ({ count }: { count: number }) => results(count),
    noOptionsMessage: () => 'Aucun choix ne correspond.',
    loadingMessage: () => LOADING,
    placeholder: 'Choisir…',
    components: { MultiValueRemove: FrenchRemove },
  });
}

/** Decap's relation control, its « Loading options… » and its crosses in French (it gives its own to the drop-down it renders). */
export function frenchRelation<Props>(Control: ComponentType<Props>): ComponentType<Props> {
  const Base = Control as unknown as new (props: Props) => { render(): ReactElement };
  return class FrenchRelation extends Base {
    override render() {
      const select = super.render() as ReactElement<{ loadingMessage?: () => string; components?: object }>;
      return cloneElement(select, {
        loadingMessage: () => LOADING,
        components: { ...select.props.components, MultiValueRemove: FrenchRemove },
      });
    }
  } as unknown as ComponentType<Props>;
}
