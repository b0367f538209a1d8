/**
 * A production build (`npm run build:production`, i.e. SITE_ENV=production) refuses to publish
 * while the business details are still the example's, or while a legal page still lists points for
 * the business to check; it names each one. Any other build (`npm start`, `npm test`, the README's
 * first command) builds the example as it is, with a loud warning listing the same values.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { exampleIdentity, isProductionBuild } from '../config/launch';
import { exampleValuesIn, launchProblems } from '../lib/launch';
import { readRawContent } from './content-files';

export function launchGuard(env: Readonly<Record<string, string | undefined>>): AstroIntegration {
  return {
    name: 'mise-en-ligne',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        let raw;
        try {
          raw = readRawContent(fileURLToPath(config.root));
        } catch {
          // Invalid content: the content check lists what to change (and stops a build before this).
          return;
        }
        const exampleValues = exampleValuesIn(raw.identity, exampleIdentity);
        const review = Object.fromEntries(raw.legal.map((page) => [page.id, page.data.review]));
        const problems = launchProblems({ exampleValues, review });
        if (problems.length === 0) return;
        const list = problems.map((problem) => `- ${problem}`).join('\n');
        if (isProductionBuild(env)) {
          throw new Error(
            `Mise en ligne refusée : le site contient encore des valeurs d’exemple ou des points à vérifier.\n${list}\n` +
              'Remplacez-les dans l’administration (Entreprise › Coordonnées ; Pages légales), puis relancez la construction.',
          );
        }
        logger.warn(`EXEMPLE : ce site n’est pas prêt à être publié (npm run build:production le refusera) :\n${list}`);
      },
    },
  };
}
