import { formatNumber, useLang, useTranslation } from '@manzil/i18n';
import { AreaIcon, BathIcon, BedIcon, BuildingIcon, MapPinIcon, vars } from '@manzil/ui';
import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { areaUnitKey, LISTING_NS } from './texts.ts';

export interface ListingFactValues {
  bedrooms?: number | null;
  bathrooms?: number | null;
  area?: number | null;
  areaUnit?: string | null;
  parkingSpaces?: number | null;
}

export type ListingFactKey = 'bedrooms' | 'bathrooms' | 'area' | 'parking';

/**
 * The facts as texts, in the page language: '3 beds' (or 'Studio'), '4 baths', '2,900 sq ft', '2 parking
 * spaces'; `long` words say 'bedrooms' and 'bathrooms'. Unknown facts (and no parking) are left out.
 */
export function useListingFacts(
  facts: ListingFactValues,
  words: 'short' | 'long' = 'short',
): { key: ListingFactKey; text: string }[] {
  const { t } = useTranslation(LISTING_NS);
  const lang = useLang();
  const { bedrooms, bathrooms, area, areaUnit, parkingSpaces } = facts;
  const list: { key: ListingFactKey; text: string }[] = [];
  if (bedrooms !== null && bedrooms !== undefined)
    list.push({
      key: 'bedrooms',
      text: bedrooms === 0 ? t('studio') : t(words === 'long' ? 'bedrooms' : 'beds', { count: bedrooms }),
    });
  if (bathrooms !== null && bathrooms !== undefined)
    list.push({
      key: 'bathrooms',
      text: t(words === 'long' ? 'bathrooms' : 'baths', { count: bathrooms }),
    });
  if (area) list.push({ key: 'area', text: `${formatNumber(area, lang)} ${t(areaUnitKey(areaUnit))}` });
  if (parkingSpaces && parkingSpaces > 0)
    list.push({ key: 'parking', text: t('parking', { count: parkingSpaces }) });
  return list;
}

function ParkingIcon({ size }: { size?: number }) {
  return (
    <svg
      width={size ?? 20}
      height={size ?? 20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M10 17V8h3a2.5 2.5 0 0 1 0 5h-3" />
    </svg>
  );
}

export type ListingFactsVariant = 'line' | 'compact' | 'panel';

const variants: Record<ListingFactsVariant, ReturnType<typeof css>> = {
  /** A result card: muted small text with icons. */
  line: css`
    gap: ${vars.space[2]} ${vars.space[4]};
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  `,
  /** A small card (related listings): tighter. */
  compact: css`
    gap: ${vars.space[3]};
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  `,
  /** The listing page's key facts: a box, bold text, primary-coloured icons. */
  panel: css`
    gap: ${vars.space[3]} ${vars.space[6]};
    padding: ${vars.space[4]} ${vars.space[5]};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    font-weight: 600;

    li {
      gap: ${vars.space[2]};
    }

    svg {
      color: ${vars.color.primary};
    }
  `,
};

const List = styled.ul<{ $variant: ListingFactsVariant }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }

  ${(p) => variants[p.$variant]}
`;

const ICON_SIZE: Record<ListingFactsVariant, number | undefined> = {
  line: 16,
  compact: 14,
  panel: undefined,
};

export interface ListingFactsProps extends ListingFactValues, HTMLAttributes<HTMLUListElement> {
  /** The area and emirate, first with a pin. */
  place?: string | null;
  /** The property type's name, with a building. */
  propertyType?: string | null;
  words?: 'short' | 'long';
  variant?: ListingFactsVariant;
}

/**
 * A row of listing facts with their icons: place, property type, bedrooms (Studio for none), bathrooms, area
 * with its unit (kept left-to-right in Arabic), parking. Facts not given are not shown.
 */
export function ListingFacts({
  place,
  propertyType,
  bedrooms,
  bathrooms,
  area,
  areaUnit,
  parkingSpaces,
  words = 'short',
  variant = 'line',
  ...rest
}: ListingFactsProps) {
  const facts = useListingFacts({ bedrooms, bathrooms, area, areaUnit, parkingSpaces }, words);
  const size = ICON_SIZE[variant];
  const icons: Record<ListingFactKey, ReactNode> = {
    bedrooms: <BedIcon size={size} />,
    bathrooms: <BathIcon size={size} />,
    area: <AreaIcon size={size} />,
    parking: <ParkingIcon size={size} />,
  };
  return (
    <List $variant={variant} {...rest}>
      {place ? (
        <li>
          <MapPinIcon size={size} />
          {place}
        </li>
      ) : null}
      {propertyType ? (
        <li>
          <BuildingIcon size={size} />
          {propertyType}
        </li>
      ) : null}
      {facts.map((fact) => (
        <li key={fact.key}>
          {icons[fact.key]}
          {fact.key === 'area' ? <bdi>{fact.text}</bdi> : fact.text}
        </li>
      ))}
    </List>
  );
}
