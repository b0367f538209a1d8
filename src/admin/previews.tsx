/**
 * The admin's previews: the entry being edited, rendered by the site's own sections with the
 * site's stylesheet, values between braces filled in, so that the owner sees the page as it will
 * be before publishing it. Photos come from the admin's media (the one just chosen included);
 * without one, the slot's illustration is shown, as on the site.
 */
import type { CMS as DecapCms } from 'decap-cms-core';
import type { ComponentType, ReactNode } from 'react';
import { AboutSection } from '../components/sections/AboutSection';
import { HeroSection } from '../components/sections/HeroSection';
import { LegalDocument } from '../components/sections/LegalDocument';
import { ServiceHero } from '../components/sections/service-page/ServiceHero';
import { ServiceIntro } from '../components/sections/service-page/ServiceIntro';
import { ServiceBenefits } from '../components/sections/service-page/ServiceBenefits';
import { ServiceOfferings } from '../components/sections/service-page/ServiceOfferings';
import { ServiceCta } from '../components/sections/service-page/ServiceCta';
import { SectionShell } from '../components/ui/SectionShell';
import legalStyles from '../styles/legal-text.css?url';
import siteStyles from '../styles/global.css?url';
import { phoneLink } from '../lib/contact/phone';
import { serviceCta } from '../lib/pages/service-page';
import { fillPlaceholders } from '../lib/content/placeholders';
import { legalPagePath, serviceContent, type LegalPageContent, type ServiceContent } from '../lib/content/site-content';
import type { Home, SectionMeta } from '../schemas/home';
import type { LegalPageFrontmatter } from '../schemas/legal';
import type { Service, ServiceSlug } from '../schemas/services';
import { filledData, identity, MarkdownText, picture, ui, type Props } from './preview-parts';
import { siteValues, valuesFor } from './site-values';
import { ReviewPreview } from './review-preview';
import { WorksitePreview } from './worksite-preview';

function sectionMeta(id: string): SectionMeta {
  const section = siteValues().preview.sections.find((candidate) => candidate.id === id);
  return {
    id,
    heading: '',
    eyebrow: '',
    intro: '',
    title: '',
    description: '',
    keywords: [],
    ...section,
  } as SectionMeta;
}

/** A phone line of the identity as the pages link it; an inert link while the field is empty. */
const line = (display: string | undefined) => (display ? phoneLink(display) : { display: '', href: '#' });

function HomePreview(props: Props) {
  const home = filledData<Home>(props, 'home');
  const { phone, emergencyPhone } = identity();
  const callText = { call: ui().callBar?.call ?? '', emergency: ui().callBar?.emergency ?? '' };
  return (
    <>
      <HeroSection
        hero={home.hero}
        eyebrow={sectionMeta('accueil').eyebrow}
        image={picture(props, 'hero', 'hero', home.hero?.image)}
        imageAlt={home.hero?.image?.alt ?? ''}
        claims={home.claims ?? []}
        call={{ phone: line(phone), emergencyPhone: line(emergencyPhone), text: callText }}
        // No office-hours script in the preview: the main line, as without JavaScript.
        followsHours={false}
      />
      <AboutSection
        meta={sectionMeta('apropos')}
        values={home.about?.values ?? []}
        promises={home.promises ?? []}
        image={picture(props, 'apropos', 'apropos', home.about?.image)}
        imageAlt={home.about?.image?.alt ?? ''}
      >
        {null}
      </AboutSection>
    </>
  );
}

function AboutPreview(props: Props) {
  return (
    <AboutSection
      meta={sectionMeta('apropos')}
      values={[]}
      promises={[]}
      image={picture(props, 'apropos', 'apropos', undefined)}
      imageAlt=""
    >
      <MarkdownText props={props} source="about" />
    </AboutSection>
  );
}

function SectionsPreview(props: Props) {
  const { sections = [] } = filledData<{ sections?: SectionMeta[] }>(props, 'sections');
  return (
    <>
      {sections.map((section) => (
        <SectionShell
          key={section.id}
          id={section.id}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.intro}
        >
          {null}
        </SectionShell>
      ))}
    </>
  );
}

function ServicePreview(props: Props) {
  const slug = String(props.entry.get('slug')) as ServiceSlug;
  const data = filledData<Partial<Service>>(props, 'services');
  // A service being created has its lists only once the owner opens them.
  const service = serviceContent(
    {
      ...data,
      features: data.features ?? [],
      benefits: data.benefits ?? [],
      offerings: (data.offerings ?? []).map((offering) => ({ ...offering, bullets: offering?.bullets ?? [] })),
    } as Service,
    slug,
    '',
  );
  // A new service shows the illustration it chose (its own name is not one).
  const illustration = data.image?.artwork ? `services/${data.image.artwork}` : undefined;
  const image = picture(props, illustration, 'service', data.image);
  const text = ui().servicePage;
  if (!text) return null;
  return (
    <>
      <ServiceHero service={service} image={image} text={text} />
      <ServiceIntro image={image}>
        <MarkdownText props={props} source="services" />
      </ServiceIntro>
      <ServiceBenefits service={service} text={text} />
      <ServiceOfferings service={service} text={text} />
      <ServiceCta others={[]} text={text} cta={previewCta(service)} />
    </>
  );
}

/** The closing block as the built page has it, from the entry edited (the legal pages' headings are not known here: their tops). */
function previewCta(service: ServiceContent) {
  const { phone, emergencyPhone, legal, credentials } = identity();
  const top = (slug: 'conditions-generales' | 'mentions-legales') => ({ path: legalPagePath(slug), headings: [] });
  return serviceCta(service, {
    phones: { phone: line(phone), emergencyPhone: line(emergencyPhone) },
    insurer: legal?.insurer ?? '',
    decennial: credentials?.decennialInsurance ?? false,
    legal: { 'conditions-generales': top('conditions-generales'), 'mentions-legales': top('mentions-legales') },
  });
}

function LegalPreview(props: Props) {
  const slug = String(props.entry.get('slug')) as LegalPageContent['slug'];
  const page = filledData<LegalPageFrontmatter>(props, 'legal');
  const body = String(props.entry.getIn(['data', 'body']) ?? '');
  const headings = [...body.matchAll(/^## (.+)$/gm)].map(([, heading], index) => ({
    slug: `section-${index + 1}`,
    text: fillPlaceholders(heading ?? '', valuesFor('legal', undefined) ?? {}),
  }));
  const text = ui().legal;
  if (!text) return null;
  return (
    <LegalDocument
      page={{ ...page, review: page.review ?? [], slug, path: legalPagePath(slug), headings }}
      text={text}
      exampleNotice={false}
    >
      <MarkdownText props={props} source="legal" />
    </LegalDocument>
  );
}

const templates: Record<string, (props: Props) => ReactNode> = {
  home: HomePreview,
  about: AboutPreview,
  sections: SectionsPreview,
  services: ServicePreview,
  legal: LegalPreview,
  worksites: WorksitePreview,
  reviews: ReviewPreview,
};

/** The documents that have a preview (the others are edited without one). */
export const previewNames: ReadonlySet<string> = new Set(Object.keys(templates));

/** Paragraphs of the Markdown text spaced as the pages space them (there, they are the section's own children). */
const markdownSpacing = `:root [class*='-WidgetPreviewContainer'] { margin: 0 }
:root [class*='-WidgetPreviewContainer'] > * + * { margin-top: 1.25rem }`;

export function registerPreviews(cms: DecapCms): void {
  cms.registerPreviewStyle(siteStyles);
  cms.registerPreviewStyle(legalStyles);
  cms.registerPreviewStyle(markdownSpacing, { raw: true });
  for (const [name, template] of Object.entries(templates)) {
    cms.registerPreviewTemplate(name, template as ComponentType<Props>);
  }
}
