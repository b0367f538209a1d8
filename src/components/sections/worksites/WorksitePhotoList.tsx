import type { ResolvedImage } from '../../../lib/media/image-slots';
import type { WorksitePhotoView } from '../../../lib/pages/worksite-page';
import type { UiText } from '../../../schemas/ui';
import { Card } from '../../ui/Card';
import { SlotPicture } from '../../ui/SlotPicture';

/** One picture, a link to its file that the lightbox island opens in place. */
function PhotoLink({ image, label, sizes }: { image: ResolvedImage; label?: string | undefined; sizes: string }) {
  return (
    <a
      href={image.src}
      className="group relative block overflow-hidden focus-visible:outline-offset-[-3px]"
      data-lightbox-trigger=""
      data-lightbox-label={label}
    >
      <SlotPicture
        image={image}
        alt={image.alt}
        sizes={sizes}
        className="block aspect-[4/3] bg-paper-200"
        imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
      />
      {label && (
        <span className="absolute top-2 left-2 rounded-full bg-ink-900/85 px-3 py-1 text-xs font-semibold text-white">
          {label}
        </span>
      )}
    </a>
  );
}

/**
 * A worksite's photos, each with its caption; a photo with its « before » view is shown as a
 * pair, before then after, under one caption. Static HTML: the lightbox island reads it.
 */
export function WorksitePhotoList({
  photos,
  text,
}: {
  photos: readonly WorksitePhotoView[];
  text: Pick<UiText['worksites'], 'beforeLabel' | 'afterLabel'>;
}) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {photos.map(({ after, before }, index) => (
        <li key={index} className={before ? 'md:col-span-2' : undefined}>
          <Card as="figure" padding="none" radius="adaptive" className="h-full overflow-hidden">
            {before ? (
              <div className="grid grid-cols-2 gap-1">
                <PhotoLink image={before} label={text.beforeLabel} sizes="(min-width: 1024px) 480px, 50vw" />
                <PhotoLink image={after} label={text.afterLabel} sizes="(min-width: 1024px) 480px, 50vw" />
              </div>
            ) : (
              <PhotoLink image={after} sizes="(min-width: 1024px) 480px, 100vw" />
            )}
            <figcaption className="p-4 text-sm leading-snug text-ink-700">{after.caption}</figcaption>
          </Card>
        </li>
      ))}
    </ul>
  );
}
