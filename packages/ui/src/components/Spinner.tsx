import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './Layout.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Status = styled.span`
  display: inline-flex;
`;

const Ring = styled.svg`
  animation: ${spin} 0.9s linear infinite;
  color: currentColor;
`;

export interface SpinnerProps {
  /** What is loading, for screen readers (e.g. t('status.loading')). */
  label: string;
  size?: number;
}

/** An indeterminate loading indicator with a status text for screen readers. */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  return (
    <Status role="status">
      <Ring width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </Ring>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Status>
  );
}
