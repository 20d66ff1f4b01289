import type { SVGProps } from 'react';

/* A few icons only the shell uses, drawn like the @manzil/ui set (24 px grid, currentColor, decorative). */

type Props = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number };

function Svg({ size = 20, children, filled, ...rest }: Props & { filled?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function ClockIcon(props: Props) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  );
}

export function AppleIcon(props: Props) {
  return (
    <Svg filled {...props}>
      <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.9-.9-3.1-.8C6.8 7.3 5.3 8.2 4.5 9.7c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.1.8c1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.7-1-2.7-4zM14.1 5.6c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
    </Svg>
  );
}

export function GooglePlayIcon(props: Props) {
  return (
    <Svg filled {...props}>
      <path d="M4.6 2.7c-.3.2-.5.6-.5 1.1v16.4c0 .5.2.9.5 1.1l9-9.3-9-9.3zm10.3 10.6-2.2 2.3-7.4 7.6c.3.1.7 0 1.1-.2l9.7-5.6-1.2-4.1zm3.7-2.7-2.6-1.5-2.5 2.6 2.5 2.6 2.6-1.5c.7-.4.7-1.8 0-2.2zM6.3 1.2c-.4-.2-.8-.3-1.1-.2l7.4 7.6 2.2 2.3 1.2-1.2L6.3 1.2z" />
    </Svg>
  );
}
