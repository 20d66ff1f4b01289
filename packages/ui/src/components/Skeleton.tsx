import styled, { keyframes } from 'styled-components';
import { vars } from '../tokens/index.ts';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/**
 * A placeholder of a given size while something loads; hidden from assistive technology (announce loading
 * with a status text or `aria-busy` on the region instead).
 */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: keyof typeof vars.radius;
}>`
  display: block;
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? '1em'};
  border-radius: ${(p) => vars.radius[p.$radius ?? 'md']};
  background: linear-gradient(
    90deg,
    ${vars.color.skeleton} 25%,
    ${vars.color.skeletonShine} 50%,
    ${vars.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
