/**
 * Decap CMS's widgets, each checking its field with the content's own rules (lib/content/content-rules.ts)
 * when the owner leaves it and before a save: a refused value keeps the save from happening, the
 * field turns red and says, under its label, what to change. A field is judged where the build
 * judges it: within its document, or within the object around it (a photo and its text, the VAT
 * and the enterprise numbers), or on its own value inside a list's item.
 */
import { Component, createContext, type ComponentType, type ContextType } from 'react';
import { metaOf, schemaAt } from '../lib/content/schema-nodes';
import { PRESENCE_WAIVED, refusal, type DecapControl } from './decap-internals';
import { entrySource, type EntrySource } from './entry-source';
import { documentOf, fieldMessages, isEmpty, isEmptyGroup, plain, type Immutable } from './field-checks';
import { countedField, listPhrases, type Translate } from './list-words';
import { measurePhoto, photoAddress, photoProblem } from './photo-size';
import { keepTapFromChoosing, TOUCH_SELECTS } from './touch-select';

type Asset = { path?: string; toString(): string } | undefined;

/** The props Decap CMS gives a widget's control (those read here; the others are passed on). */
export interface ControlProps {
  field: Immutable;
  value: unknown;
  collection: Immutable;
  getEntry: () => Immutable;
  parentIds?: string[];
  forID: string;
  validate: (skip?: { error: unknown }) => void;
  onValidateObject?: (id: string, errors: unknown[]) => void;
  setInactiveStyle: () => void;
  getAsset: (path: string, field: Immutable) => Asset;
  t: Translate;
  [prop: string]: unknown;
}

/** The methods of Decap CMS's controls this wrapper passes on. */
type Control = Omit<DecapControl, 'shouldComponentUpdate'> & {
  shouldComponentUpdate?: (next: ControlProps) => boolean;
};

/** Where the fields inside an object or a list sit: their schema path, and what they are judged within. */
interface Place {
  path: string[];
  container: { path: string[]; value: () => unknown } | null;
  /** The items of a list of single values: the field is the item itself. */
  singleItems?: boolean;
  /** Inside an optional group (« Votre photo »): whether the group is still empty, its fields not asked for. */
  emptyGroup?: () => boolean;
}
const PlaceContext = createContext<Place | null>(null);

export type ControlKind = 'value' | 'object' | 'list';

/** `Control` with the content's rules: a plain value, an object of fields, or a list. */
export function withRules(Inner: ComponentType<ControlProps>, kind: ControlKind) {
  return class RuledControl extends Component<ControlProps> {
    static override contextType = PlaceContext;
    declare context: ContextType<typeof PlaceContext>;
    inner: Control | null = null;
    #childPlace: Place | undefined;

    source(): EntrySource | undefined {
      return entrySource(this.props.collection.get('name') as string, this.props.getEntry().get('slug') as string);
    }

    /** This field's path in its document's schema (`'*'` for a list's items). */
    path(): string[] {
      const place = this.context;
      if (place?.singleItems && kind === 'value') return place.path;
      return [...(place?.path ?? []), String(this.props.field.get('name'))];
    }

    container(): Place['container'] {
      if (this.context) return this.context.container;
      return { path: [], value: () => documentOf(this.props.getEntry()) };
    }

    /** The smallest photo this field accepts, when it is a photo. */
    photoMinimum(): { width: number; height: number } | undefined {
      const schema = this.source()?.rules.schema;
      const node = schema && schemaAt(schema, this.path());
      return node && metaOf(node).minimumSize;
    }

    measure(fresh = false) {
      const path = this.props.value as string;
      const address = () =>
        photoAddress(this.props.getEntry(), path, (media) => this.props.getAsset(media, this.props.field));
      return measurePhoto(path, address, fresh);
    }

    override componentDidMount() {
      if (typeof this.props.value === 'string' && this.props.value && this.photoMinimum()) void this.measure();
    }

    override componentDidUpdate(previous: ControlProps) {
      const { value } = this.props;
      if (value !== previous.value && typeof value === 'string' && value && this.photoMinimum())
        void this.measure(true);
    }

    /** The photo's problem, or the measure under way (the field is checked again once it is done). */
    photoProblem(): string | null | Promise<void> {
      return photoProblem(
        this.props.value,
        this.photoMinimum(),
        () => this.measure(),
        () => this.props.validate(),
      );
    }

    /** What the build would refuse in this field, in the owner's words. */
    problems(): string[] {
      const source = this.source();
      if (!source) return [];
      const { field, value } = this.props;
      return fieldMessages({
        source,
        entry: this.props.getEntry(),
        path: this.path(),
        value,
        container: this.container(),
        sizeChecked: kind === 'list' && (field.get('min') != null || field.get('max') != null),
      });
    }

    isValid = () => {
      const own = this.inner?.isValid?.();
      if (own instanceof Promise || (own && typeof own === 'object' && (own as { error?: unknown }).error)) return own;
      // Decap CMS already says that a required field is empty.
      if (isEmpty(this.props.value) && this.props.field.get('required') !== false) return { error: false };
      const photo = this.photoProblem();
      if (photo instanceof Promise) return photo;
      const messages = [...this.problems(), ...(photo ? [photo] : [])];
      return messages.length > 0 ? { error: refusal(messages.join(' '), this.props.parentIds) } : { error: false };
    };

    /**
     * Objects and lists: their fields first, then their own rules (an order, a number of items).
     * A plain value has none: Decap CMS then checks it itself (required), asking `isValid` for the rest.
     */
    validate =
      kind === 'value'
        ? undefined
        : () => {
            this.inner?.validate?.();
            if (kind === 'object') return this.props.validate();
            // An empty list Decap CMS asks to fill itself (its number of items); nothing is asked of a
            // list while its optional group is empty (a new service's « Budget indicatif »).
            if (isEmpty(this.props.value) && this.props.field.get('required') !== false) return;
            if (this.context?.emptyGroup?.()) return;
            const messages = this.problems();
            if (messages.length > 0) {
              this.props.onValidateObject?.(this.props.forID, [
                ...(this.inner?.validateSize?.() ?? []),
                refusal(messages.join(' '), this.props.parentIds),
              ]);
            }
          };

    /** What Decap checks the presence of: nothing is asked of a field while its optional group is empty. */
    getValidateValue = () => (this.context?.emptyGroup?.() ? PRESENCE_WAIVED : this.inner?.getValidateValue?.());

    focus(path: string) {
      if (this.inner?.focus) this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    }

    /** Decap CMS asks the control whether to render again: its own answer, or Decap's default. */
    override shouldComponentUpdate(next: ControlProps): boolean {
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate.call(this.inner, next);
      return (
        this.props.value !== next.value ||
        this.props['classNameWrapper'] !== next['classNameWrapper'] ||
        this.props['hasActiveStyle'] !== next['hasActiveStyle']
      );
    }

    /** Leaving a filled field checks it at once. */
    onBlur = () => {
      this.props.setInactiveStyle();
      if (kind === 'value' && !isEmpty(this.props.value)) this.props.validate();
    };

    childPlace(): Place {
      const path = this.path();
      const optional = this.props.field.get('required') === false;
      const place: Place =
        kind === 'object'
          ? {
              path,
              container: { path, value: () => plain(this.props.value) },
              ...(optional ? { emptyGroup: () => isEmptyGroup(plain(this.props.value)) } : {}),
            }
          : { path: [...path, '*'], container: null, singleItems: Boolean(this.props.field.get('field')) };
      if (this.#childPlace?.path.join() !== place.path.join()) this.#childPlace = place;
      return this.#childPlace!;
    }

    /** A list is counted in words that agree with its number (list-words.ts). */
    listProps(): Partial<ControlProps> {
      if (kind !== 'list') return {};
      const count = (this.props.value as { size?: number } | null | undefined)?.size ?? 0;
      return { field: countedField(this.props.field, count), t: listPhrases(this.props.t, this.props.field) };
    }

    override render() {
      const control = (
        <Inner
          {...this.props}
          {...this.listProps()}
          ref={(ref: unknown) => {
            this.inner = ref as Control | null;
          }}
          setInactiveStyle={kind === 'value' ? this.onBlur : this.props.setInactiveStyle}
        />
      );
      if (kind === 'value') {
        if (!TOUCH_SELECTS.has(String(this.props.field.get('widget')))) return control;
        return <div onTouchEnd={keepTapFromChoosing}>{control}</div>;
      }
      return <PlaceContext.Provider value={this.childPlace()}>{control}</PlaceContext.Provider>;
    }
  };
}
