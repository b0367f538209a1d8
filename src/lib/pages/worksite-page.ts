/**
 * A worksite page's data, from the content: its head (title and description built from its
 * fields, its own social image), its photos with their « before » views, its facts and the links
 * to its services, the client reviews that name it.
 */
import { pictureOf, worksiteSlot, type ResolvedImage, type ResolvedImages } from '../media/image-slots';
import { reviewsBlockNote, reviewsOfWorksite } from '../content/reviews';
import { REVIEWS_PATH, type SiteContent } from '../content/site-content';
import { fittingTitle } from '../seo/head';
import { socialImageFor, worksiteCardKey } from '../seo/social-cards';
import { buildBreadcrumbJsonLd } from '../seo/structured-data';
import { buildWorksiteJsonLd } from '../seo/worksite-structured-data';
import type { WorksiteContent } from '../content/worksites';
import { callBarOf, pageFrame, pageHead, quoteHrefFor } from './frame';

/** One photo as shown: the result, and the same view before the works when the owner gave one. */
export interface WorksitePhotoView {
  after: ResolvedImage;
  before?: ResolvedImage | undefined;
}

/**
 * The page's `<title>`: `Title — Place, mars 2026 | Business`, each part the owner's; the parts
 * that would push it past what search engines show are left out, the business's name first, the
 * place last (the title alone fits: its schema bounds it).
 */
export function worksiteTitle(worksite: Pick<WorksiteContent, 'title' | 'place' | 'when'>, businessName: string) {
  return fittingTitle([
    `${worksite.title} — ${worksite.place}, ${worksite.when} | ${businessName}`,
    `${worksite.title} — ${worksite.place}, ${worksite.when}`,
    `${worksite.title} — ${worksite.place}`,
    worksite.title,
  ]);
}

/** The facts the owner filled in, labelled, in a fixed order. */
export function worksiteFacts(
  worksite: Pick<WorksiteContent, 'facts'>,
  labels: Pick<SiteContent['ui']['worksites'], 'surfaceLabel' | 'materialLabel' | 'durationLabel'>,
): { label: string; value: string }[] {
  const { surface, material, duration } = worksite.facts ?? {};
  const surfaceText = surface === undefined ? undefined : `${surface.toLocaleString('fr-BE')}\u00a0m²`;
  return [
    { label: labels.surfaceLabel, value: surfaceText },
    { label: labels.materialLabel, value: material },
    { label: labels.durationLabel, value: duration },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

export function worksitePhotos(images: ResolvedImages, worksite: Pick<WorksiteContent, 'slug' | 'photos'>) {
  return worksite.photos.map((photo, index): WorksitePhotoView => ({
    after: pictureOf(images, worksiteSlot(worksite.slug, index)),
    before: photo.before ? pictureOf(images, worksiteSlot(worksite.slug, index, true)) : undefined,
  }));
}

export function worksitePage(
  content: SiteContent,
  slug: string,
  { images, origin }: { images: ResolvedImages; origin: string | URL },
) {
  const worksite = content.worksites.find((entry) => entry.slug === slug);
  if (!worksite) throw new Error(`Réalisation inconnue : « ${slug} »`);
  const text = content.ui.worksites;
  const photos = worksitePhotos(images, worksite);
  const frame = pageFrame(content, origin);
  // The form opens with the worksite's first service as the project type.
  const quote = quoteHrefFor(content.services.find((service) => service.slug === worksite.services[0]));
  const crumbs = [
    { name: content.ui.servicePage.breadcrumbHome, path: '/' },
    { name: text.breadcrumb, path: '/realisations' },
    { name: worksite.title, path: worksite.path },
  ];
  return {
    frame,
    head: pageHead(content, {
      title: worksiteTitle(worksite, content.identity.name),
      description: worksite.summary,
      canonicalPath: worksite.path,
      image: socialImageFor(content, worksiteCardKey(worksite.slug)),
      // An example worksite is invented, and drawn: its date, place and pictures are no facts to
      // describe to search engines. A real one is described with the owner's photos.
      jsonLd: [
        ...(worksite.example
          ? []
          : [
              buildWorksiteJsonLd(worksite, {
                origin,
                businessName: content.identity.name,
                images: photos.map((photo) => photo.after.src),
              }),
            ]),
        buildBreadcrumbJsonLd(crumbs, origin),
      ],
    }),
    worksite,
    crumbs,
    photos,
    facts: worksiteFacts(worksite, text),
    text,
    // The lightbox names its list of pictures after the page's block.
    lightboxText: {
      ...content.ui.gallery,
      lightbox: { ...content.ui.gallery.lightbox, 'Photo gallery': text.photosHeading },
    },
    quoteHref: quote,
    callBar: callBarOf(content, frame, quote),
    // What the client said of this worksite, when a published review names it; none, no block.
    reviews: {
      id: 'avis-titre',
      heading: content.reviewSettings.text.worksiteHeading,
      reviews: reviewsOfWorksite(content.reviews, worksite.path),
      text: content.reviewSettings.text,
      allHref: REVIEWS_PATH,
      note: reviewsBlockNote(content.reviewSettings, reviewsOfWorksite(content.reviews, worksite.path), REVIEWS_PATH),
      showWorksite: false,
    },
  };
}
