/**
 * What every preview of the admin is made of: the entry's data with its values between braces
 * filled in, its pictures (the photo just chosen, else the slot's illustration), its Markdown text,
 * and the texts of the site the page around the entry shows.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import MarkdownWidget from 'decap-cms-widget-markdown';
import type { ComponentType } from 'react';
import type { ResolvedImage } from '../lib/media/image-slots';
import { fillEverywhere, fillPlaceholders } from '../lib/content/placeholders';
import type { Identity } from '../schemas/identity';
import type { UiText } from '../schemas/ui';
import { slotSizes, type SlotKind } from '../schemas/image-slots';
import { photoAddress } from './photo-size';
import { siteValues, valuesFor } from './site-values';

/** The slots' illustrations, as the site shows them without a photo. */
const artwork = import.meta.glob<string>('../assets/artwork/**/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

export type Props = PreviewTemplateComponentProps;
export type Picture = {
  alt?: string | undefined;
  caption?: string | undefined;
  photo?: { file?: string | undefined; alt?: string | undefined; caption?: string | undefined } | undefined;
};

const MarkdownPreview = MarkdownWidget.Widget().previewComponent as ComponentType<Record<string, unknown>>;

/** The entry's data with its values between braces filled in, as the site shows it. */
export function filledData<Data>(props: Props, source: string): Data {
  const data = props.entry.get('data').toJS() as Record<string, unknown>;
  const values = valuesFor(source, data) ?? {};
  return fillEverywhere(data, values) as Data;
}

/**
 * A slot's picture: the photo just chosen, else the illustration `artworkName` names (a photo
 * already in photos/ is not served by the site: only its resized copies are, once built).
 */
export function picture(
  props: Props,
  artworkName: string | undefined,
  kind: SlotKind,
  texts: Picture | undefined,
): ResolvedImage {
  const size = slotSizes[kind];
  const file = texts?.photo?.file;
  // A photo just chosen is in the entry's draft, or in Decap CMS's media store until the save.
  const src = file ? photoAddress(props.entry, file, (path) => props.getAsset(path)) : null;
  if (src)
    return { src, ...size, sources: [], kind: 'photo', alt: texts?.photo?.alt ?? '', caption: texts?.photo?.caption };
  const illustration = artworkName ? artwork[`../assets/artwork/${artworkName}.svg`] : undefined;
  return { src: illustration ?? '', ...size, sources: [], kind: 'illustration', alt: texts?.alt ?? '' };
}

/** The Markdown text of the entry, values filled in, rendered as the admin renders Markdown. */
export function MarkdownText({ props, source }: { props: Props; source: string }) {
  const body = String(props.entry.getIn(['data', 'body']) ?? '');
  const values = valuesFor(source, undefined) ?? {};
  return (
    <MarkdownPreview
      value={fillPlaceholders(body, values)}
      getAsset={props.getAsset}
      resolveWidget={() => undefined}
      field={props.fields.find((field) => field?.get('name') === 'body')}
    />
  );
}

export const identity = () => siteValues().identity as unknown as Identity;
export const ui = () => siteValues().preview.ui as Partial<UiText>;
