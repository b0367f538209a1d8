/**
 * The admin (Decap CMS): configured from the content schemas and the page's settings
 * (`pages/admin/index.astro`), in French, checking every field with the content's rules before a
 * save (nothing the build would refuse is written), writing the files in their own stable layout,
 * and previewing each page with the site's own sections.
 */
import { adminCollections } from '../lib/admin/admin-config';
import { cmsConfig, type AdminSettings } from '../lib/admin/admin-settings';
import { parseContent, writeContent } from '../lib/content/content-format';
import { adminGroups, CONTENT_DIR, contentSources } from '../schemas/collections';
import { CMS } from './decap';
import { french, merged } from './locale';
import { installLoginHelp, repositoryMessage } from './login-help';
import { previewNames, registerPreviews } from './previews';
import { setLaunchData } from './launch-check';
import { registerSaveGuard } from './save-guard';
import { setSiteValues } from './site-values';
import './working-size';

/** The name the content files' writer is registered under. */
const CONTENT_FORMAT = 'contenu';

const settingsText = document.getElementById('reglages-administration')?.textContent;
if (!settingsText) throw new Error('Réglages de l’administration introuvables dans la page.');
const settings = JSON.parse(settingsText) as AdminSettings;
setSiteValues(settings.site);
if (settings.launch) setLaunchData(settings.launch);

installLoginHelp(settings);
// A login GitHub refuses names the repository to check.
const words = merged(french, { ui: { toast: { onFailToAuth: repositoryMessage(settings.backend.repo) } } });
CMS.registerLocale('fr', words);
// Decap CMS speaks its default language until the configuration is read: French from the start.
CMS.registerLocale('en', words);
// A page of Markdown has a `body` (its text); the other documents are YAML.
CMS.registerCustomFormat(CONTENT_FORMAT, 'md', {
  fromFile: parseContent,
  toFile: (data) => writeContent(data as Record<string, unknown>, 'body' in data),
});
registerSaveGuard(CMS);
registerPreviews(CMS);
CMS.init({
  config: cmsConfig(
    settings,
    adminCollections(contentSources, adminGroups, CONTENT_DIR, { format: CONTENT_FORMAT, previews: previewNames }),
  ) as never,
});
