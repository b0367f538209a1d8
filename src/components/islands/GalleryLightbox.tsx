import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
// Inlined into this lazily loaded chunk: a plain CSS import would become a stylesheet of the page.
import captionsCss from 'yet-another-react-lightbox/plugins/captions.css?inline';
import lightboxCss from 'yet-another-react-lightbox/styles.css?inline';
import { uiText } from '../../content/ui-text';
import type { LightboxSlide } from '../../lib/lightbox';

export interface GalleryLightboxProps {
  open: boolean;
  index: number;
  slides: readonly LightboxSlide[];
  onClose: () => void;
}

/**
 * The gallery's lightbox: a modal dialog (focus kept inside, the page inert behind it),
 * arrows and swipes move within the category, Escape closes. Loaded on first use only,
 * so the library costs nothing until a visitor opens a picture.
 */
export default function GalleryLightbox({ open, index, slides, onClose }: GalleryLightboxProps) {
  return (
    <>
      <style>{lightboxCss + captionsCss}</style>
      <Lightbox
        open={open}
        close={onClose}
        index={index}
        slides={[...slides]}
        plugins={[Captions]}
        labels={uiText.gallery.lightbox}
        captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
        controller={{ closeOnBackdropClick: true }}
      />
    </>
  );
}
