import { LISTING_PHOTO_SIZES, type PropertyImage } from '@manzil/contracts';
import { useLang, useTranslation } from '@manzil/i18n';
import { vars } from '@manzil/ui';
import { LISTING_NS, ListingImage, ListingPhotoSteps } from '@manzil/ui/listing';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Wrapper = styled.section`
  display: grid;
  gap: ${vars.space[3]};
`;

/** The photo: 4:3 on phones, 16:9 from 768 px, rounded; focusable for the arrow keys, swiped on touch screens. */
const Stage = styled(ListingImage)`
  border-radius: ${vars.radius.lg};
  touch-action: pan-y;
  user-select: none;

  @media (min-width: 768px) {
    aspect-ratio: 16 / 9;
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 3px;
  }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    padding: 0;
    overflow: hidden;
    border: 2px solid transparent;
    border-radius: ${vars.radius.md};
    background: ${vars.color.skeleton};
    cursor: pointer;
  }

  button[aria-current='true'] {
    border-color: ${vars.color.primary};
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Spec 2: the first five photos as thumbnails. */
const THUMBNAILS = 5;
/** A horizontal swipe longer than this changes the photo. */
const SWIPE_PX = 50;

export interface GalleryProps {
  images: PropertyImage[];
  title: string;
}

/**
 * The photo gallery: previous/next, the first five thumbnails, the photo count, arrow keys (mirrored in
 * Arabic) and swipe. The first photo loads at once at the size the layout needs; the others load when shown.
 */
export function Gallery({ images, title }: GalleryProps) {
  const { t } = useTranslation(NS);
  const { t: tl } = useTranslation(LISTING_NS);
  const lang = useLang();
  const ar = lang === 'ar';
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = images[index];
  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const altOf = (item: PropertyImage) => (ar ? item.altAr || title : item.alt || title);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    // Right-to-left pages read the photos from right to left: the left arrow goes forward.
    const forward = ar ? 'ArrowLeft' : 'ArrowRight';
    const backward = ar ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(1);
    else if (event.key === backward) go(-1);
    else if (event.key === 'Home') setIndex(0);
    else if (event.key === 'End') setIndex(count - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    // Swiping towards the start of the line shows the next photo, in either direction of writing.
    const towardsStart = ar ? dx > 0 : dx < 0;
    go(towardsStart ? 1 : -1);
  };

  if (!image) {
    return (
      <Wrapper aria-label={t('gallery')}>
        <Stage image={null} alt="" placeholderLabel={t('noPhoto')} placeholderIconSize={64} />
      </Wrapper>
    );
  }

  return (
    <Wrapper aria-roledescription="carousel" aria-label={t('gallery')}>
      <Stage
        image={image}
        alt={altOf(image)}
        sizes={LISTING_PHOTO_SIZES}
        eager={index === 0}
        fallbackWidth={1600}
        fallbackHeight={1200}
        remount
        draggable={false}
        // Focusable so the arrow keys move through the photos.
        role="group"
        aria-label={tl('photoOf', { current: index + 1, total: count })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <ListingPhotoSteps index={index} count={count} onStep={go} size="gallery" announce />
      </Stage>
      {count > 1 ? (
        <Thumbs>
          {images.slice(0, THUMBNAILS).map((thumb, position) => (
            <li key={thumb.id}>
              <button
                type="button"
                aria-label={t('showPhoto', { number: position + 1 })}
                aria-current={position === index}
                onClick={() => setIndex(position)}
              >
                <img
                  src={thumb.thumbUrl || thumb.url}
                  width={320}
                  height={240}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Wrapper>
  );
}
