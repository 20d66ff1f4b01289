import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number;
  /** Gives the icon an accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

/** Arrows and chevrons point the other way in right-to-left pages. */
const Flippable = styled.svg`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export interface IconOptions {
  flipInRtl?: boolean;
  filled?: boolean;
  /** Line width in the 24-unit box (default 1.75). */
  strokeWidth?: number;
  /** Square line ends and corners instead of round ones. */
  sharp?: boolean;
}

function renderIcon({ size = 20, title, ...rest }: IconProps, content: ReactNode, options: IconOptions) {
  const Svg = options.flipInRtl ? Flippable : 'svg';
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={options.filled ? 'currentColor' : 'none'}
      stroke={options.filled ? 'none' : 'currentColor'}
      strokeWidth={options.strokeWidth ?? 1.75}
      strokeLinecap={options.sharp ? undefined : 'round'}
      strokeLinejoin={options.sharp ? undefined : 'round'}
      focusable="false"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {content}
    </Svg>
  );
}

/** An icon component from its SVG content in a 24 × 24 box (`size`, `title` and SVG props on each use). */
export function createIcon(name: string, content: ReactNode, options: IconOptions = {}) {
  return Object.assign((props: IconProps) => renderIcon(props, content, options), {
    displayName: `${name}Icon`,
  });
}

export const SearchIcon = createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const MenuIcon = createIcon('Menu', <path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = createIcon('Close', <path d="M6 6l12 12M18 6 6 18" />);
export const PhoneIcon = createIcon(
  'Phone',
  <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);
export const MailIcon = createIcon(
  'Mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const WhatsAppIcon = createIcon(
  'WhatsApp',
  <>
    <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.3z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.6-2.2-1-1 .8a5 5 0 0 1-2.5-2.5l.8-1-1-2.2z" />
  </>,
);
export const ChatIcon = createIcon(
  'Chat',
  <>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8M8 13h5" />
  </>,
);
export const SparkleIcon = createIcon(
  'Sparkle',
  <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />,
);
export const SendIcon = createIcon('Send', <path d="M4 12 20 4l-6 16-3-7z" />, { flipInRtl: true });
export const HomeIcon = createIcon('Home', <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />);
export const BuildingIcon = createIcon(
  'Building',
  <>
    <path d="M4 21V5l8-2v18M12 21V9l8 3v9M2 21h20" />
    <path d="M7 8h2M7 12h2M7 16h2M15 14h2M15 17h2" />
  </>,
);
export const MapPinIcon = createIcon(
  'MapPin',
  <>
    <path d="M12 21s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </>,
);
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="m15 6-6 6 6 6" />, { flipInRtl: true });
export const ChevronRightIcon = createIcon('ChevronRight', <path d="m9 6 6 6-6 6" />, { flipInRtl: true });
export const ChevronDownIcon = createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const ArrowRightIcon = createIcon('ArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />, {
  flipInRtl: true,
});
export const ArrowLeftIcon = createIcon('ArrowLeft', <path d="M19 12H5M11 6l-6 6 6 6" />, {
  flipInRtl: true,
});
export const ArrowDownIcon = createIcon('ArrowDown', <path d="M12 5v14M6 13l6 6 6-6" />);
export const GlobeIcon = createIcon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z" />
  </>,
);
export const CalculatorIcon = createIcon(
  'Calculator',
  <>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01" />
  </>,
);
export const BedIcon = createIcon('Bed', <path d="M3 18V7M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11h.01" />);
export const BathIcon = createIcon(
  'Bath',
  <path d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2" />,
);
export const AreaIcon = createIcon('Area', <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />);
export const StarIcon = createIcon(
  'Star',
  <path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z" />,
  { filled: true },
);
export const HeartIcon = createIcon(
  'Heart',
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
);
export const KeyIcon = createIcon(
  'Key',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
  </>,
);
export const ShieldIcon = createIcon(
  'Shield',
  <path d="M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6zM9 12l2 2 4-4" />,
);
export const ChartIcon = createIcon('Chart', <path d="M4 20V4M4 20h16M8 16l4-5 3 3 5-7" />);
export const InstagramIcon = createIcon(
  'Instagram',
  <>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="M16.5 7.5h.01" />
  </>,
);
export const LinkedInIcon = createIcon(
  'LinkedIn',
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4" />
  </>,
);
export const FacebookIcon = createIcon(
  'Facebook',
  <path d="M14 21v-8h3l.5-3H14V8.5c0-1 .4-1.5 1.5-1.5H18V4h-3c-2.5 0-4 1.5-4 4v2H8v3h3v8" />,
);
export const TikTokIcon = createIcon(
  'TikTok',
  <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 5" />,
);
export const SnapchatIcon = createIcon(
  'Snapchat',
  <path d="M12 3c3 0 5 2.2 5 5v2.5l2 .5-1.5 1.5c.5 2 2 3 3.5 3.5-1 .8-2.5.8-3 1.5L17 19c-2 0-3 1.5-5 1.5S9 19 7 19l-1-1.5c-.5-.7-2-.7-3-1.5 1.5-.5 3-1.5 3.5-3.5L5 11l2-.5V8c0-2.8 2-5 5-5z" />,
);

/**
 * The Manzil mark: a house whose door is a pointed arch, the doorway of Gulf architecture ("manzil" is a
 * home). Drawn in the chrome accent colour (gold) so it reads on the navy bar in both schemes.
 */
export function LogoMark({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      fill="none"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title>{title}</title> : null}
      <rect x="1" y="1" width="38" height="38" rx="10" fill="var(--color-chrome-alt)" />
      <path
        d="M8 31V17.5L20 8l12 9.5V31"
        stroke="var(--color-chrome-accent)"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M15 31v-7.5c0-3 2.2-5.4 5-7 2.8 1.6 5 4 5 7V31"
        stroke="var(--color-chrome-accent)"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M6 31h28" stroke="var(--color-chrome-accent)" strokeWidth="2.4" strokeLinecap="round" />
      <circle
        cx="20"
        cy="12.8"
        r="0.01"
        stroke="var(--color-chrome-accent)"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
