import { describe, expect, it } from 'vitest';
import { siteRuleProblems } from '../../../src/integrations/content-check';
import { readContentFiles, type ContentFile } from '../../../src/integrations/content-files';
import {
  clashingHeadings,
  headingClashMessage,
  headingTexts,
  templateHeadings,
} from '../../../src/lib/content/template-headings';
import { labelledPath } from '../../../src/lib/content/content-rules';
import { headingClashRule } from '../../../src/lib/content/site-rules-titles';
import { contentSources } from '../../../src/schemas/collections';
import { EXAMPLE_CONTENT_DIR } from '../../../src/schemas/content-dirs';
import { projectRoot } from '../../../tools/project.mjs';

/**
 * A page the owner adds (a service, a worksite) may not take as its title the heading of a section
 * its template shows: the page would have two regions of the same name (src/lib/content/template-headings.ts).
 */
const headingClashProblems = (files: readonly ContentFile[]) => siteRuleProblems(files, [headingClashRule]);
const shipped = readContentFiles(projectRoot, EXAMPLE_CONTENT_DIR);
const documentOf = (source: string) => shipped.find((file) => file.source === source)!.data!;
const ui = documentOf('ui') as { servicePage: Record<string, string>; worksites: Record<string, string> };
const reviewSettings = documentOf('reviewSettings') as { text: Record<string, string> };
const headings = templateHeadings({ ui, reviewSettings });
const withTitle = (file: ContentFile, title: string): ContentFile => ({ ...file, data: { ...file.data, title } });

describe('a page titled like a section of its own template', () => {
  it('the example has none', () => {
    expect(headingClashProblems(shipped)).toEqual([]);
  });

  it('a service titled like its page’s offerings, case and accents aside, is refused, naming where the heading is set', () => {
    const title = ui.servicePage['offeringsHeading']!.toUpperCase();
    const message = headingClashMessage('services', `${title} !`, headings);
    const where = `${contentSources.ui.label} › ${labelledPath(contentSources.ui.schema, ['servicePage', 'offeringsHeading'])}`;
    expect(message).toContain(`«\u00a0${where}\u00a0»`);
    expect(message).toMatch(/un lecteur d’écran ne pourrait pas les distinguer/);
  });

  it('each folder against its own template only: a worksite’s story heading is no service section', () => {
    const story = ui.worksites['storyHeading']!;
    expect(headingClashMessage('worksites', story, headings)).not.toBeNull();
    expect(headingClashMessage('services', story, headings)).toBeNull();
    expect(headingClashMessage('worksites', reviewSettings.text['worksiteHeading'], headings)).not.toBeNull();
    expect(headingClashMessage('services', reviewSettings.text['serviceHeading'], headings)).not.toBeNull();
  });

  it('the build lists the page with its file and field', () => {
    const service = shipped.find((file) => file.source === 'services')!;
    const files = shipped.map((file) =>
      file === service ? withTitle(file, ui.servicePage['benefitsHeading']!) : file,
    );
    expect(headingClashProblems(files)).toEqual([
      { file: service.file, field: 'Titre', message: expect.stringMatching(/porte déjà ce titre/) },
    ]);
  });

  it('the admin is handed the headings alone, and reads the same headings from them', () => {
    const texts = headingTexts({ ui, reviewSettings });
    expect(templateHeadings(texts)).toEqual(headings);
    expect(JSON.stringify(texts).length).toBeLessThan(JSON.stringify(ui).length / 10);
  });

  it('a heading of the interface’s texts changed to a service’s title is refused under that heading', () => {
    const service = shipped.find((file) => file.source === 'services')!;
    const title = String(service.data!['title']);
    const draft = { ...ui, servicePage: { ...ui.servicePage, ctaHeading: title } };
    expect(clashingHeadings('ui', draft, { services: [{ slug: service.slug, title }] })).toEqual([
      { path: ['servicePage', 'ctaHeading'], message: expect.stringContaining(`Services › ${title}`) },
    ]);
    expect(clashingHeadings('ui', ui, { services: [{ slug: service.slug, title }] })).toEqual([]);
  });
});
