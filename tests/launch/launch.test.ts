import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProject, copyProject, editFrontMatter, editYaml } from '../support/project-copy.mjs';
import { htmlFiles } from '../../tools/project.mjs';

/**
 * A production build (`SITE_ENV=production`, what `npm run build:production` sets) of the shipped
 * example is refused, with the values to replace; once the business is described and its legal
 * pages reviewed, it is published, and nothing of the example or « à compléter » is left in it.
 */
const production = { SITE_ENV: 'production' };
const copies: string[] = [];

function copy(): string {
  const root = copyProject('lancement-');
  copies.push(root);
  return root;
}

afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

/** A real business, as its owner would describe it in the admin. */
const business: Record<string, unknown> = {
  name: 'Toitures Dupont',
  legalName: 'Toitures Dupont SRL',
  url: 'https://www.toitures-dupont.be',
  phone: '071 55 66 77',
  emergencyPhone: '0475 11 22 33',
  email: 'devis@toitures-dupont.be',
  'address.street': 'Rue de Thy-le-Château 3',
  enterpriseNumber: '0456.789.034',
  vatNumber: 'BE 0456.789.034',
  'links.facebook': 'https://www.facebook.com/toitures.dupont',
  'legal.professionalBody': 'aucune',
  'legal.insurer': 'AG Insurance SA, boulevard Émile Jacqmain 53, 1000 Bruxelles',
  'legal.insurancePolicy': 'RC professionnelle n° 12.345.678 ; responsabilité décennale n° 12.345.679',
  'legal.hosting': 'Netlify Inc., 101 2nd Street, San Francisco, CA 94105, États-Unis, support@netlify.com',
  'legal.emailProvider': 'Proximus SA, boulevard du Roi Albert II 27, 1030 Bruxelles',
};

describe('a production build', () => {
  it('refuses the shipped example and lists every value to replace', () => {
    const root = copy();
    const { status, output } = buildProject(root, 'dist', production);
    expect(status).not.toBe(0);
    expect(output).toContain('Mise en ligne refusée');
    for (const line of [
      'src/content/identity.yaml › phone : « 071 12 34 56 » est une valeur d’exemple',
      'src/content/identity.yaml › email : « contact@lambert-toitures.example » est une valeur d’exemple',
      'src/content/identity.yaml › enterpriseNumber : « 0123.456.749 » est une valeur d’exemple',
      'src/content/identity.yaml › legal.hosting',
      'src/content/legal/mentions-legales.md › points à vérifier',
    ]) {
      expect(output).toContain(line);
    }
  });

  it('refuses a single example value left among real ones', () => {
    const root = copy();
    editYaml(join(root, 'src/content/identity.yaml'), (document) => {
      for (const [path, value] of Object.entries(business)) {
        if (path !== 'address.street') document.setIn(path.split('.'), value);
      }
    });
    clearReviews(root);
    const { status, output } = buildProject(root, 'dist', production);
    expect(status).not.toBe(0);
    expect(output).toContain('address.street');
    expect(output).toContain('Rue de la Station 12');
    expect(output).not.toContain('› phone :');
  });

  it('publishes a described business, with nothing of the example or « à compléter » left', () => {
    const root = copy();
    editYaml(join(root, 'src/content/identity.yaml'), (document) => {
      for (const [path, value] of Object.entries(business)) document.setIn(path.split('.'), value);
    });
    clearReviews(root);
    const { status, output } = buildProject(root, 'dist', production);
    expect(status, output).toBe(0);
    // Every page a visitor can open (the admin's field hints quote the example: « p. ex. … »).
    const files = htmlFiles(join(root, 'dist')).filter((file) => !file.includes('/admin/'));
    expect(files.length).toBeGreaterThan(15);
    const leftovers = files.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /[àÀ] compléter|[àÀ] confirmer|[àÀ] vérifier|\.example\b|\bExemple\b|Lambert/g,
        ),
      ].map((match) => `${file}: ${match[0]}`),
    );
    expect(leftovers).toEqual([]);
    const legal = readFileSync(join(root, 'dist/mentions-legales/index.html'), 'utf8');
    for (const fact of ['Toitures Dupont SRL', '0456.789.034', 'AG Insurance SA', 'Netlify Inc.', '12.345.679']) {
      expect(legal).toContain(fact);
    }
    // Online, the admin saves to GitHub only: the local server of `npm run admin` is neither allowed nor named.
    const admin = readFileSync(join(root, 'dist/admin/index.html'), 'utf8');
    expect(admin).toMatch(/connect-src [^;]*https:\/\/api\.github\.com/);
    expect(admin).not.toMatch(/localhost|local_backend|localBackendUrl/);
  });
});

/** The owner has gone through each legal page's points with an adviser. */
function clearReviews(root: string): void {
  for (const page of ['mentions-legales', 'politique-de-confidentialite', 'conditions-generales']) {
    editFrontMatter(join(root, `src/content/legal/${page}.md`), (data) => {
      data['review'] = [];
    });
  }
}
