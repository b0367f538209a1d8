/**
 * Decap CMS with only what this site uses: the GitHub backend (online), the local server's backend
 * (`npm run admin`), and the widgets of the content's fields, each checking its field with the
 * content's rules (ruled-widgets.tsx), and the places picked among the closest names
 * (place-control.tsx). Decap's full bundle (ten backends, maps, code editors,
 * date pickers…) would triple the admin's script for nothing.
 */
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import BooleanWidget from 'decap-cms-widget-boolean';
import ImageWidget from 'decap-cms-widget-image';
import ListWidget from 'decap-cms-widget-list';
import MarkdownWidget from 'decap-cms-widget-markdown';
import NumberWidget from 'decap-cms-widget-number';
import ObjectWidget from 'decap-cms-widget-object';
import RelationWidget from 'decap-cms-widget-relation';
import SelectWidget from 'decap-cms-widget-select';
import StringWidget from 'decap-cms-widget-string';
import TextWidget from 'decap-cms-widget-text';
import type { ComponentType } from 'react';
import { PlaceControl } from './place-control';
import { withRules, type ControlKind, type ControlProps } from './ruled-widgets';
import { frenchRelation, frenchSelects } from './select-words';

CMS.registerBackend('github', GitHubBackend);
CMS.registerBackend('proxy', ProxyBackend);

const widgets: [typeof StringWidget, ControlKind][] = [
  [StringWidget, 'value'],
  [TextWidget, 'value'],
  [NumberWidget, 'value'],
  [BooleanWidget, 'value'],
  [SelectWidget, 'value'],
  [RelationWidget, 'value'],
  [ImageWidget, 'value'],
  [MarkdownWidget, 'value'],
  [ObjectWidget, 'object'],
  [ListWidget, 'list'],
];
frenchSelects();
const registrations = [
  ...widgets.map(([widget, kind]) => ({ registration: widget.Widget(), kind })),
  { registration: { name: 'place', controlComponent: PlaceControl }, kind: 'value' as const },
];
for (const { registration, kind } of registrations) {
  const control = registration.controlComponent as ComponentType<ControlProps>;
  CMS.registerWidget({
    ...registration,
    controlComponent: withRules(registration.name === 'relation' ? frenchRelation(control) : control, kind),
  } as unknown as Parameters<typeof CMS.registerWidget>[0]);
}

export { CMS };
