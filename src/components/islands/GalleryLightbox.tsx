import Lightbox, { ErrorIcon, LoadingIcon } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
// A file of its own, linked when the lightbox first renders: a plain CSS import would become part
// of the page's stylesheet, and an inline <style> would need its own hash in the page's CSP.
import lightboxStylesheet from './gallery-lightbox.css?url';
import type { LightboxSlide } from '../../lib/media/lightbox';
import type { UiText } from '../../schemas/ui';

export interface GalleryLightboxProps {
  open: boolean;
  index: number;
  slides: readonly LightboxSlide[];
  onClose: () => void;
  labels: UiText['gallery']['lightbox'];
  /** Said in place of the library's unlabelled icons while a picture loads, or if it cannot. */
  status: Pick<UiText['gallery'], 'imageLoading' | 'imageError'>;
}

// The library's own classes for these icons (placement, spin): only their names are replaced.
const loadingClass = 'yarl__icon yarl__slide_loading';
const errorClass = 'yarl__icon yarl__slide_error';

/**
 * The gallery's lightbox: a modal dialog (focus kept inside, the page inert behind it),
 * arrows and swipes move within the category, Escape closes. Loaded on first use only,
 * so the library costs nothing until a visitor opens a picture.
 */
export default function GalleryLightbox({ open, index, slides, onClose, labels, status }: GalleryLightboxProps) {
  return (
    <>
      {/* React puts it in <head> and shows the lightbox once it has loaded (no unstyled flash). */}
      <link rel="stylesheet" href={lightboxStylesheet} precedence="default" />
      <Lightbox
        open={open}
        close={onClose}
        index={index}
        slides={[...slides]}
        plugins={[Captions]}
        labels={labels}
        captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
        controller={{ closeOnBackdropClick: true }}
        render={{
          iconLoading: () => (
            <LoadingIcon className={loadingClass} role="img" aria-hidden={false} aria-label={status.imageLoading} />
          ),
          iconError: () => (
            <ErrorIcon className={errorClass} role="img" aria-hidden={false} aria-label={status.imageError} />
          ),
        }}
      />
    </>
  );
}
