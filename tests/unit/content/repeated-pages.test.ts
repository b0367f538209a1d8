import { describe, expect, it } from 'vitest';
import { siteRuleProblems } from '../../../src/integrations/content-check';
import { readContentFiles } from '../../../src/integrations/content-files';
import { repeatedPage, repeatedPages } from '../../../src/lib/content/content-rules';
import type { ContentFile } from '../../../src/integrations/content-files';
import { repeatedPageRule } from '../../../src/lib/content/site-rules-titles';
import { EXAMPLE_CONTENT_DIR } from '../../../src/schemas/content-dirs';
import { projectRoot } from '../../../tools/project.mjs';

const repeatedPageProblems = (files: readonly ContentFile[]) => siteRuleProblems(files, [repeatedPageRule]);
const shipped = readContentFiles(projectRoot, EXAMPLE_CONTENT_DIR);
const services = shipped.flatMap((file) =>
  file.source === 'services' ? [{ slug: file.slug, title: String(file.data?.['title']) }] : [],
);

describe('a service may not repeat another', () => {
  it('the example has none', () => {
    expect(repeatedPageProblems(shipped)).toEqual([]);
  });

  it('the same title, its accents, case or punctuation aside, is refused on the later page, naming the other', () => {
    const [first] = services;
    const twice = [...services, { slug: `${first!.slug}-1`, title: `${first!.title.toUpperCase()} !` }];
    expect(repeatedPages(twice, 'services')).toEqual([
      {
        slug: `${first!.slug}-1`,
        message: `Le service «\u00a0${first!.title}\u00a0» (services/${first!.slug}) porte déjà ce titre\u00a0: donnez à celui-ci un titre qui le distingue, ou supprimez l’un des deux.`,
      },
    ]);
  });

  it('a new title whose address is another page’s is refused; a distinct title is not', () => {
    const others = [{ slug: 'demoussage', title: 'Nettoyage des toitures' }];
    expect(repeatedPage({ slug: '', title: 'Démoussage' }, others)).toEqual(others[0]);
    expect(repeatedPage({ slug: '', title: 'Démoussage et hydrofuge' }, others)).toBeUndefined();
    // A page is never its own repetition.
    expect(repeatedPage({ slug: 'demoussage', title: 'Nettoyage des toitures' }, others)).toBeUndefined();
  });

  it('the build lists the repeated page with its file and field', () => {
    const [file] = shipped.filter((candidate) => candidate.source === 'services');
    const copy = { ...file!, file: `src/content/services/${file!.slug}-1.md`, slug: `${file!.slug}-1` };
    expect(repeatedPageProblems([...shipped, copy])).toEqual([
      {
        file: `src/content/services/${file!.slug}-1.md`,
        field: 'Titre',
        message: expect.stringMatching(/porte déjà ce titre/),
      },
    ]);
  });
});
