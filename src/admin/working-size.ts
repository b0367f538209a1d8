/**
 * The owner's photos brought down to a working size as the admin saves them (lib/media/photos-rules.ts:
 * 2560 px on the long side, enough for every picture of the site). Decap's media processing
 * (lib/admin/admin-settings.ts) decodes each uploaded photo with `createImageBitmap`, draws it on a canvas
 * at the decoded size and saves the canvas as a JPEG: here the decoded image is reduced first. A
 * photo already small enough is left as it is, never enlarged.
 */
import { workingSize } from '../lib/media/photos-rules';
import { PHOTO_DECODER } from './decap-internals';

const decode = window[PHOTO_DECODER].bind(window);

async function decodeAtWorkingSize(file: Blob): Promise<ImageBitmap> {
  const full = await decode(file);
  const size = workingSize(full.width, full.height);
  if (size.width === full.width && size.height === full.height) return full;
  full.close();
  return decode(file, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
}

window[PHOTO_DECODER] = ((source: ImageBitmapSource, ...rest: unknown[]) =>
  rest.length === 0 && source instanceof Blob
    ? decodeAtWorkingSize(source)
    : (decode as (...args: unknown[]) => Promise<ImageBitmap>)(source, ...rest)) as typeof window.createImageBitmap;
