import type { PropertyImage } from '@manzil/contracts';
import { BuildingIcon, vars } from '@manzil/ui';
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

export interface ListingImageProps {
  image: PropertyImage | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows, so the browser picks the right variant. */
  sizes: string;
  eager?: boolean;
  ratio?: string;
  placeholderLabel: string;
}

/**
 * A listing photo from the media variants: WebP and JPEG srcsets, width and height set and a fixed aspect
 * ratio so nothing jumps while it loads; lazy unless it is the first thing on the page.
 */
export function ListingImage({
  image,
  alt,
  sizes,
  eager = false,
  ratio = '4 / 3',
  placeholderLabel,
}: ListingImageProps) {
  return (
    <Frame $ratio={ratio}>
      {image ? (
        <picture>
          {image.webpSrcset ? <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} /> : null}
          <img
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes={image.srcset ? sizes : undefined}
            width={image.width || 800}
            height={image.height || 600}
            alt={alt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : 'auto'}
          />
        </picture>
      ) : (
        <Placeholder role="img" aria-label={placeholderLabel}>
          <BuildingIcon size={48} />
        </Placeholder>
      )}
    </Frame>
  );
}
