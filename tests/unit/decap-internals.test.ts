import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CONTROL_METHODS, DRAFT_PHOTOS, PHOTO_DECODER, PRESENCE_ERROR } from '../../src/admin/decap-internals';
import { projectRoot } from '../../tools/project.mjs';

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

describe('Decap CMS as the admin relies on it', () => {
  it.each([...decapPackages, 'immutable'])('%s is pinned to the exact version installed', (name) => {
    expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installedVersion(name)).toBe(manifest.dependencies[name]);
  });

  it('Decap CMS and the save guard share one copy of immutable', () => {
    expect(createRequire(join(core, 'package.json')).resolve('immutable')).toBe(require.resolve('immutable'));
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

  it('names its styled components as admin.css selects them', () => {
    const css = readFileSync(join(projectRoot, 'src/admin/admin.css'), 'utf8');
    const selected = new Set([...css.matchAll(/\[class\*='-(\w+)'\]/g)].map(([, name]) => name!));
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
