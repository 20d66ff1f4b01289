import styled, { keyframes } from 'styled-components';
import { vars } from '../tokens/index.ts';

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/**
 * A placeholder of a given size while something loads; hidden from assistive technology (announce loading
 * with a status text or `aria-busy` on the region instead).
 *
 * The shine that sweeps across it moves with `transform` on a layer of its own, which the browser's compositor
 * animates without the page's main thread. (Animating the background's position repainted the placeholder on
 * the main thread every frame, even below the first screen: under a 11x CPU slowdown, the home page's one
 * placeholder took 8 s of painting and put off the page's hydration from about 5 s to 12 s.)
 */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: keyof typeof vars.radius;
}>`
  position: relative;
  display: block;
  overflow: hidden;
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? '1em'};
  border-radius: ${(p) => vars.radius[p.$radius ?? 'md']};
  background: ${vars.color.skeleton};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent 0%, ${vars.color.skeletonShine} 50%, transparent 100%);
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      opacity: 0;
    }
  }
`;
