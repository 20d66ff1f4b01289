import { afterPageLoad } from '@manzil/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '../lib/motion.ts';
import { whenPageLive } from '../startup/hydration-progress.ts';

/** Served by the media service from object storage (the content service publishes them). */
export const HERO_VIDEO_SOURCES = [
  { src: '/api/assets/hero.webm', type: 'video/webm' },
  { src: '/api/assets/hero.mp4', type: 'video/mp4' },
] as const;
export const HERO_POSTER = '/api/assets/hero-poster.jpg';

export type HeroVideoState = 'loading' | 'playing' | 'fallback';

const Frame = styled.div<{ $state: HeroVideoState }>`
  position: absolute;
  inset: 0;
  z-index: -1;
  pointer-events: none;

  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: ${(p) => (p.$state === 'fallback' ? 0 : 1)};
    transition: opacity 0.8s ease;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* Keeps the white text readable over any frame of the video, in both schemes. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background:
      linear-gradient(180deg, rgba(5, 13, 21, 0.55) 0%, rgba(5, 13, 21, 0.35) 45%, rgba(5, 13, 21, 0.8) 100%),
      linear-gradient(90deg, rgba(5, 13, 21, 0.55) 0%, rgba(5, 13, 21, 0) 70%);
  }
`;

/**
 * Spec 2 and 4: the hero's looping, muted background video. States: loading (its poster shows, the gateway
 * preloads it: it is the first screen's largest picture), playing, or the gradient fallback when it cannot play
 * (logged to the console only). The video itself is fetched once the page has loaded and is wholly live, so it
 * never delays the page's scripts on a phone network nor its hydration on a slow phone. When autoplay is refused, a tap on a touch device tries again. People who
 * prefer reduced motion see the still poster.
 */
export function HeroVideo({ label }: { label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<HeroVideoState>('loading');
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video || reduced) return;
    let cancelled = false;

    const fail = (reason: unknown) => {
      if (cancelled) return;
      console.error('Hero video could not play', reason);
      setState('fallback');
    };

    const play = () => {
      video.muted = true;
      const attempt = video.play();
      if (attempt && typeof attempt.then === 'function') {
        attempt.then(() => !cancelled && setState('playing')).catch(fail);
      }
    };

    // A tap on a touch screen counts as the gesture browsers want before playing media.
    const retryOnTouch = (event: PointerEvent | TouchEvent) => {
      if ('pointerType' in event && event.pointerType !== 'touch') return;
      if (!video.paused || video.error) return; // playing already, or the file is broken: a tap will not help
      play();
    };

    const onError = () => fail(video.error ?? new Error('no playable source'));
    const lastSource = video.querySelector('source:last-of-type');
    video.addEventListener('error', onError);
    lastSource?.addEventListener('error', onError);
    document.addEventListener('pointerdown', retryOnTouch, { passive: true });
    // Once the page is wholly live: decoding and painting frames would take a slow phone's main thread from
    // the hydration of the sections under the hero.
    let cancelPlay = () => {};
    const cancelLive = whenPageLive(() => {
      cancelPlay = afterPageLoad(() => {
        video.preload = 'auto';
        play();
      });
    });

    return () => {
      cancelled = true;
      cancelLive();
      cancelPlay();
      video.removeEventListener('error', onError);
      lastSource?.removeEventListener('error', onError);
      document.removeEventListener('pointerdown', retryOnTouch);
    };
  }, [reduced]);

  if (reduced) {
    return (
      <Frame $state="loading" data-state="still" data-testid="hero-video">
        <img src={HERO_POSTER} alt="" decoding="async" />
      </Frame>
    );
  }
  return (
    <Frame $state={state} data-state={state} data-testid="hero-video">
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        poster={HERO_POSTER}
        aria-label={label}
        onPlaying={() => setState('playing')}
      >
        {HERO_VIDEO_SOURCES.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    </Frame>
  );
}
