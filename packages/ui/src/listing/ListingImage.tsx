import type { PropertyImage } from '@manzil/contracts';
import { BuildingIcon, vars } from '@manzil/ui';
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${(p) => p.$ratio};
  overflow: hidden;
  background: ${vars.color.skeleton};

  picture,
  img {
    display: block;
    width: 100%;
    height: 100%;
  }

  img {
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${vars.color.textMuted};
`;

/** What a listing photo needs: its URL, and the media variants when it has them. */
export type ListingPhoto = Pick<PropertyImage, 'url'> &
  Partial<Pick<PropertyImage, 'id' | 'srcset' | 'webpSrcset' | 'width' | 'height' | 'thumbUrl'>>;

export interface ListingImageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  image: ListingPhoto | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows, so the browser picks the right variant. */
  sizes?: string;
  /** The first thing on the page: loads at once, with high priority; otherwise lazily. */
  eager?: boolean;
  /** The CSS aspect ratio of the frame. */
  ratio?: string;
  /** Names the placeholder shown without a photo; without it the placeholder is decorative. */
  placeholderLabel?: string;
  placeholderIconSize?: number;
  /** Width and height for a photo that does not state them (they reserve its space while it loads). */
  fallbackWidth?: number;
  fallbackHeight?: number;
  /** Start from the small variant (thumbnails, narrow cards). */
  thumb?: boolean;
  /** A new image element for each photo (a gallery), rather than the same one with a new source. */
  remount?: boolean;
  draggable?: boolean;
  /** Drawn over the photo (badges, arrows, counters). */
  children?: ReactNode;
}

/**
 * A listing photo from the media variants: WebP and JPEG srcsets, width and height set and a fixed aspect
 * ratio so nothing jumps while it loads; lazy unless it is the first thing on the page. Without a photo, a
 * building on the skeleton colour.
 */
export function ListingImage({
  image,
  alt,
  sizes,
  eager = false,
  ratio = '4 / 3',
  placeholderLabel,
  placeholderIconSize = 48,
  fallbackWidth = 800,
  fallbackHeight = 600,
  thumb = false,
  remount = false,
  draggable,
  children,
  ...frame
}: ListingImageProps) {
  return (
    <Frame $ratio={ratio} {...frame}>
      {image ? (
        <picture>
          {image.webpSrcset ? <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} /> : null}
          <img
            key={remount ? (image.id ?? image.url) : undefined}
            src={(thumb && image.thumbUrl) || image.url}
            srcSet={image.srcset || undefined}
            sizes={image.srcset ? sizes : undefined}
            width={image.width || fallbackWidth}
            height={image.height || fallbackHeight}
            alt={alt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : 'auto'}
            draggable={draggable}
          />
        </picture>
      ) : (
        <Placeholder
          role={placeholderLabel ? 'img' : undefined}
          aria-label={placeholderLabel}
          aria-hidden={placeholderLabel ? undefined : true}
        >
          <BuildingIcon size={placeholderIconSize} />
        </Placeholder>
      )}
      {children}
    </Frame>
  );
}
