/**
 * Everything the admin relies on in Decap CMS beyond its documented API, named in one place.
 * Decap's packages are pinned to exact versions in package.json, and
 * tests/unit/admin/decap-internals.test.ts reads the installed ones: an upgrade that changes any of these
 * fails that test in a second, long before the admin's browser tests would.
 */

/** Decap's backend for a configuration and its store: the launch check lists the repository's entries as they are now. */
export { currentBackend } from 'decap-cms-core/dist/esm/backend.js';
export { store } from 'decap-cms-core/dist/esm/redux/index.js';

/**
 * Decap's entries are Maps of its own copy of `immutable`; the save guard builds and reads them with
 * ours. That works only while npm installs one copy for both (the same version in both package files).
 */
export { fromJS, isKeyed } from 'immutable';

/**
 * The methods Decap's editor calls on a widget's control, through a ref (`Widget`'s
 * `innerWrappedControl`, and `validateSize` of the list widget): the ruled widgets wrap each control
 * and pass these on.
 */
export interface DecapControl {
  isValid?: () => unknown;
  validate?: () => void;
  validateSize?: () => unknown[];
  getValidateValue?: () => unknown;
  focus?: (path: string) => void;
  shouldComponentUpdate?: (next: never) => boolean;
}
export const CONTROL_METHODS = [
  'isValid',
  'validate',
  'validateSize',
  'getValidateValue',
  'focus',
  'shouldComponentUpdate',
] as const satisfies readonly (keyof DecapControl)[];

/**
 * A refused field as Decap shows it (its `ValidationErrorTypes.PRESENCE`): « presence », so that the
 * refused save also says so in a notice.
 */
export const PRESENCE_ERROR = 'PRESENCE';
export const refusal = (message: string, parentIds: string[] | undefined) => ({
  type: PRESENCE_ERROR,
  parentIds,
  message,
});

/**
 * Decap's media processing decodes each uploaded photo with this global (and falls back to an <img>
 * without it): working-size.ts replaces it to decode photos at their working size.
 */
export const PHOTO_DECODER = 'createImageBitmap' satisfies keyof Window;

/**
 * The photos chosen in the editor wait in the entry's `mediaFiles`, each with the `path` Decap will
 * write it at, the `url` of its bytes and an `id`: the hash of its bytes. A photo chosen replaces the
 * draft with the same id (draft-photos.ts mends what that loses).
 */
export const DRAFT_PHOTOS = 'mediaFiles';

/**
 * Decap asks a required field's presence of the value `getValidateValue` gives: a field of an
 * optional group left empty (« Votre photo ») gives this instead, and is not asked for.
 */
export const PRESENCE_WAIVED = 'facultatif tant que le groupe est vide';

/**
 * Decap's list widget names its « Ajouter » button with this phrase, `item` being its
 * `label_singular` in lower case, and counts its items as « {n} {label} » (list-words.ts).
 */
export const LIST_ADD_PHRASE = 'editor.editorWidgets.list.add';

/**
 * The parts of a list's item, by the `label` of their styled component: its top bar, whose buttons
 * are the fold toggle first and the removal last, then the item's summary (list-items.ts).
 */
export const LIST_ITEM = {
  topBar: 'StyledListItemTopBar',
  button: 'TopBarButton',
  summary: 'NestedObjectLabel',
} as const;

/**
 * react-select, which draws Decap's select and relation widgets: the props every drop-down takes
 * when Decap gives none (its texts for screen readers, « No options », « Loading… »), which
 * select-words.ts puts in French. One copy, shared with Decap's widgets (pinned in package.json).
 */
export { defaultProps as selectDefaults } from 'react-select/base';

/**
 * Parts of Decap's editor the admin finds by their styled component's `label`: the editor (what
 * scrolls on a phone), its top bar (where the preview button goes), the preview's frame, and the
 * top bar's « Modifications enregistrées » (new-entry.ts).
 */
export const EDITOR_PARTS = {
  editor: 'EditorContainer',
  topBar: 'ToolbarContainer',
  preview: 'PreviewPaneFrame',
  unchangedStatus: 'BackStatusUnchanged',
} as const;

/*
 * Also relied on, and checked by the same test: the class names of Decap's styled components that
 * admin.css selects (`[class*='-EditorContainer']`…), from their `label` in Decap's code.
 */
