/**
 * The preview of a worksite as its page shows it: title, place and month, summary, the services
 * done, its photos (the ones just chosen from the phone included, a « before » view beside its
 * result), its text and its facts.
 */
import { WorksiteFacts } from '../components/sections/worksites/WorksiteFacts';
import { WorksiteHero } from '../components/sections/worksites/WorksiteHero';
import { WorksitePhotoList } from '../components/sections/worksites/WorksitePhotoList';
import { worksiteArtworkPath, type ResolvedImage } from '../lib/media/image-slots';
import { worksiteFacts, type WorksitePhotoView } from '../lib/pages/worksite-page';
import { servicePath } from '../lib/content/site-content';
import { worksiteMonth, worksitePath } from '../lib/content/worksites';
import type { Worksite } from '../schemas/worksites';
import { filledData, MarkdownText, picture, ui, type Props } from './preview-parts';
import { siteValues } from './site-values';

/** A worksite picture's fields, or its « before » view's (whose illustrations are of their own). */
type PhotoFields = Partial<Record<'artwork' | 'file' | 'alt' | 'caption', string | undefined>>;

/** A worksite picture: the photo chosen, else the example's illustration, with the photo's caption. */
function worksitePicture(
  props: Props,
  fields: PhotoFields | undefined,
  caption: string | undefined,
  before = false,
): ResolvedImage {
  const alt = fields?.alt ?? '';
  return picture(props, worksiteArtworkPath(fields?.artwork, before), 'worksite', {
    alt,
    caption,
    photo: fields?.file ? { file: fields.file, alt, caption } : undefined,
  });
}

export function WorksitePreview(props: Props) {
  const { worksites: text, servicePage } = ui();
  if (!text || !servicePage) return null;
  const slug = String(props.entry.get('slug') ?? '');
  const data = filledData<Partial<Worksite>>(props, 'worksites');
  const date = data.date ?? '';
  const worksite = {
    title: data.title ?? '',
    place: data.place ?? '',
    date,
    // The month is shown once the owner has typed a whole one (`2026-03`).
    when: /^\d{4}-(0[1-9]|1[0-2])$/.test(date) ? worksiteMonth(date) : '',
    summary: data.summary ?? '',
    example: false,
  };
  const titles = new Map((siteValues().pages['services'] ?? []).map((page) => [page.slug, page.title]));
  const services = (data.services ?? []).flatMap((service) => {
    const title = titles.get(service);
    return title ? [{ href: servicePath(service), label: title }] : [];
  });
  const photos = (data.photos ?? []).map((photo): WorksitePhotoView => ({
    after: worksitePicture(props, photo, photo?.caption),
    before: photo?.before ? worksitePicture(props, photo.before, photo.caption, true) : undefined,
  }));
  const crumbs = [
    { name: servicePage.breadcrumbHome, path: '/' },
    { name: text.breadcrumb, path: '/realisations' },
    { name: worksite.title, path: worksitePath(slug) },
  ];
  const facts = worksiteFacts(data, text);
  return (
    <>
      <WorksiteHero
        worksite={worksite}
        services={services}
        crumbs={crumbs}
        breadcrumbLabel={servicePage.breadcrumbLabel}
        text={text}
      />
      <section className="container-page py-12">
        <h2 className="mb-6 text-3xl font-semibold text-ink-900">{text.photosHeading}</h2>
        <WorksitePhotoList photos={photos} text={text} />
      </section>
      <section className="container-page grid gap-10 pb-16 lg:grid-cols-[2fr_1fr]">
        <div>
          <h2 className="mb-5 text-3xl font-semibold text-ink-900">{text.storyHeading}</h2>
          <div className="space-y-5 text-lg leading-relaxed text-ink-800">
            <MarkdownText props={props} source="worksites" />
          </div>
        </div>
        {facts.length > 0 && <WorksiteFacts facts={facts} text={text} />}
      </section>
    </>
  );
}
