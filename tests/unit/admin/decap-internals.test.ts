import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  CONTROL_METHODS,
  DRAFT_PHOTOS,
  EDITOR_PARTS,
  LIST_ADD_PHRASE,
  LIST_ITEM,
  PHOTO_DECODER,
  PRESENCE_ERROR,
  selectDefaults,
} from '../../../src/admin/decap-internals';
import { projectRoot } from '../../../tools/project.mjs';

// Decap's store and backend run only in a browser: their exports are read in the package's code below.
vi.mock('decap-cms-core/dist/esm/backend.js', () => ({ currentBackend: null }));
vi.mock('decap-cms-core/dist/esm/redux/index.js', () => ({ store: null }));

/**
 * The admin's contract with Decap CMS (src/admin/decap-internals.ts), read in the installed
 * packages: an upgrade that moves or renames one of the internals the admin relies on fails here.
 */
const require = createRequire(join(projectRoot, 'package.json'));
const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const packageDir = (name: string, from = require) => dirname(from.resolve(`${name}/package.json`));
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
const core = packageDir('decap-cms-core');
const coreFile = (path: string) => readFileSync(join(core, 'dist/esm', path), 'utf8');

const decapPackages = Object.keys(manifest.dependencies).filter((name) => name.startsWith('decap-cms-'));
const widgetFile = (widget: string, file: string) =>
  readFileSync(join(packageDir(`decap-cms-${widget}`), 'dist/esm', file), 'utf8');
const reactSelect = packageDir('react-select');
const selectCode = readdirSync(join(reactSelect, 'dist'))
  .filter((file) => /^Select-.*\.esm\.js$/.test(file))
  .map((file) => readFileSync(join(reactSelect, 'dist', file), 'utf8'))
  .join('\n');

describe('Decap CMS as the admin relies on it', () => {
  it.each([...decapPackages, 'immutable', 'react-select'])('%s is pinned to the exact version installed', (name) => {
    expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installedVersion(name)).toBe(manifest.dependencies[name]);
  });

  it('Decap CMS and the save guard share one copy of immutable', () => {
    expect(createRequire(join(core, 'package.json')).resolve('immutable')).toBe(require.resolve('immutable'));
  });

  it('draws its select and relation widgets with the react-select whose defaults the admin puts in French', () => {
    for (const widget of ['widget-select', 'widget-relation']) {
      const from = createRequire(join(packageDir(`decap-cms-${widget}`), 'package.json'));
      expect(dirname(from.resolve('react-select/package.json')), widget).toBe(reactSelect);
    }
    expect(widgetFile('widget-select', 'SelectControl.js')).toMatch(/^import Select from 'react-select';/m);
    expect(widgetFile('widget-relation', 'RelationControl.js')).toMatch(
      /^import AsyncSelect from 'react-select\/async';/m,
    );
    // The base component takes its defaults from the object the admin changes, and reads them where it speaks.
    expect(selectCode).toMatch(/Select\.defaultProps = defaultProps;/);
    expect(selectCode).toMatch(/export \{[^}]*defaultProps as a\b/);
    expect(selectCode).toMatch(/var ariaLiveMessages = selectProps\.ariaLiveMessages/);
    expect(selectCode).toMatch(/screenReaderStatus = selectProps\.screenReaderStatus/);
    for (const key of ['noOptionsMessage', 'loadingMessage', 'placeholder', 'screenReaderStatus'])
      expect(selectDefaults, key).toHaveProperty(key);
    // Neither widget gives its own: but the relation's « Loading options… », on the element it renders.
    for (const key of ['ariaLiveMessages', 'screenReaderStatus', 'noOptionsMessage'])
      expect(
        widgetFile('widget-select', 'SelectControl.js') + widgetFile('widget-relation', 'RelationControl.js'),
      ).not.toContain(key);
    expect(widgetFile('widget-relation', 'RelationControl.js')).toMatch(
      /return _jsx\(SortableSelect, \{[^]*?components: \{[^}]*\},[^]*?loadingMessage: \(\) => 'Loading options…',[^]*?\}\);\s*\}\s*\}\s*$/,
    );
    // A chosen value's cross: its name in the props the admin's own cross receives.
    const parts = readdirSync(join(reactSelect, 'dist'))
      .filter((file) => /^index-.*\.esm\.js$/.test(file))
      .map((file) => readFileSync(join(reactSelect, 'dist', file), 'utf8'))
      .join('\n');
    expect(parts).toMatch(/jsx\(Remove, \{[^]*?'aria-label': "Remove "\.concat\(children \|\| 'option'\)/);
  });

  it('asks a required field’s presence of the value its control gives', () => {
    const widget = coreFile('components/Editor/EditorControlPane/Widget.js');
    expect(widget).toMatch(/validate = \(skipWrapped = false\) => \{\s*const value = this\.getValidateValue\(\);/);
    expect(widget).toMatch(/const validations = \[this\.validatePresence,/);
  });

  it('counts a list’s items and names its « Ajouter » as list-words.ts expects', () => {
    const list = widgetFile('widget-list', 'ListControl.js');
    expect(list).toMatch(
      /const labelSingular = field\.get\('label_singular'\) \|\| field\.get\('label', field\.get\('name'\)\);/,
    );
    expect(list).toMatch(
      /const listLabel = items\.size === 1 \? labelSingular\.toLowerCase\(\) : label\.toLowerCase\(\);/,
    );
    expect(list).toMatch(/heading: `\$\{items\.size\} \$\{listLabel\}`,\s*label: labelSingular\.toLowerCase\(\),/);
    const topBar = readFileSync(join(packageDir('decap-cms-ui-default'), 'dist/esm/ObjectWidgetTopBar.js'), 'utf8');
    expect(topBar).toContain(`this.props.t('${LIST_ADD_PHRASE}', {\n        item: this.props.label\n      })`);
  });

  it('lays a list’s item out as list-items.ts reads it: its top bar (fold, then remove), then its summary', () => {
    const list = widgetFile('widget-list', 'ListControl.js');
    expect(list).toContain(`label: "${LIST_ITEM.topBar}"`);
    expect(list).toContain(`label: "${LIST_ITEM.summary}"`);
    expect(list).toMatch(/_jsx\(StyledListItemTopBar, \{[^]*?\}\), _jsx\(NestedObjectLabel, \{/);
    const itemBar = readFileSync(join(packageDir('decap-cms-ui-default'), 'dist/esm/ListItemTopBar.js'), 'utf8');
    expect(itemBar).toContain(`label: "${LIST_ITEM.button}"`);
    expect(itemBar).toMatch(
      /children: \[onCollapseToggle \? _jsx\(TopBarButton, \{[^]*?\}\) : null, dragHandle && allowReorder[^]*?onRemove && allowRemove \? _jsx\(TopBarButton, \{\s*onClick: onRemove,/,
    );
  });

  it('exports its backend and store from the modules the launch check imports', () => {
    expect(coreFile('backend.js')).toMatch(/^export (const|function) currentBackend\b/m);
    expect(coreFile('redux/index.js')).toMatch(/^export \{[^}]*\bstore\b[^}]*\}/m);
    expect(coreFile('backend.js')).toMatch(/\blistAllEntries\(collection\)/);
  });

  it.each(CONTROL_METHODS)('calls %s on a widget control, as the ruled widgets pass it on', (method) => {
    const widget = coreFile('components/Editor/EditorControlPane/Widget.js');
    const pane = coreFile('components/Editor/EditorControlPane/EditorControlPane.js');
    const list = readFileSync(join(packageDir('decap-cms-widget-list'), 'dist/esm/ListControl.js'), 'utf8');
    const uses: Record<(typeof CONTROL_METHODS)[number], [code: string, use: RegExp]> = {
      isValid: [widget, /this\.innerWrappedControl\.isValid\b/],
      validate: [pane, /control\?\.innerWrappedControl\?\.validate\b/],
      validateSize: [list, /\bvalidateSize = \(\) =>/],
      getValidateValue: [widget, /innerWrappedControl\?\.getValidateValue\?\.\(\)/],
      focus: [widget, /innerWrappedControl\.focus\(path\)/],
      shouldComponentUpdate: [widget, /shouldComponentUpdate: scu\s*\}\s*=\s*this\.innerWrappedControl/],
    };
    const [code, use] = uses[method];
    expect(code).toMatch(use);
  });

  it('shows a field error of the type the ruled widgets give', () => {
    expect(coreFile('constants/validationErrorTypes.js')).toContain(`PRESENCE: '${PRESENCE_ERROR}'`);
  });

  it('decodes an uploaded photo with the global the working size replaces', () => {
    expect(coreFile('lib/imageTransformations.js')).toMatch(new RegExp(`return ${PHOTO_DECODER}\\(file\\)`));
  });

  it('keeps one draft photo per content: a photo chosen replaces the draft with the id of its bytes', () => {
    expect(coreFile('actions/mediaLibrary.js')).toMatch(/const id = await getBlobSHA\(file\)/);
    expect(coreFile('reducers/entryDraft.js')).toMatch(
      new RegExp(
        `case ADD_DRAFT_ENTRY_MEDIA_FILE:[^]*?getIn\\(\\['entry', '${DRAFT_PHOTOS}'\\]\\)[^]*?` +
          `filterNot\\(file => file\\.get\\('id'\\) === action\\.payload\\.id\\)`,
      ),
    );
    // What the save writes: the drafts of the entry's list, at their path, from their bytes.
    expect(coreFile('actions/entries.js')).toMatch(
      new RegExp(
        `entry\\.get\\('${DRAFT_PHOTOS}'\\)\\.toArray\\(\\);\\s*const assets = filesArray\\.filter\\(file => file\\.get\\('draft'\\)\\)`,
      ),
    );
  });

  it('names its styled components as admin.css and the admin’s scripts select them', () => {
    const css = readFileSync(join(projectRoot, 'src/admin/admin.css'), 'utf8');
    const selected = new Set([
      ...[...css.matchAll(/\[class\*='-(\w+)'\]/g)].map(([, name]) => name!),
      ...Object.values(EDITOR_PARTS),
    ]);
    expect(selected.size).toBeGreaterThan(0);
    const editor = join(core, 'dist/esm/components/Editor');
    const labels = new Set(
      readdirSync(editor, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) =>
          [...readFileSync(join(editor, file), 'utf8').matchAll(/label: "(\w+)"/g)].map(([, name]) => name!),
        ),
    );
    for (const name of selected) expect(labels, name).toContain(name);
  });
});
