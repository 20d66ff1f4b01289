import { useQuery } from '@manzil/api-client';
import type { Property } from '@manzil/contracts';
import { formatPriceShort, localePath, useLang, useTranslation } from '@manzil/i18n';
import { BathIcon, BedIcon, BuildingIcon, MapPinIcon, renderWhenNear, Skeleton, vars } from '@manzil/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { fetchRelated } from '../lib/api.ts';
import { priceSuffixKey } from '../lib/format.ts';

const Section = styled.section`
  ${renderWhenNear('560px')}
  display: grid;
  gap: ${vars.space[4]};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }
`;

/* Phones: a row to swipe through (each card most of the screen wide); wider screens: a grid. */
const List = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-auto-flow: column;
  grid-auto-columns: 78%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 0;
  padding-bottom: ${vars.space[2]};

  & > li {
    scroll-snap-align: start;
  }

  @media (min-width: 640px) {
    grid-auto-flow: row;
    grid-auto-columns: auto;
    grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
    overflow-x: visible;
    padding-bottom: 0;
  }
`;

const Card = styled.article`
  position: relative;
  display: grid;
  height: 100%;
  overflow: hidden;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};

  &:focus-within {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    line-height: 1.35;
  }

  h3 a {
    color: ${vars.color.text};
    text-decoration: none;
  }

  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  h3 a:focus-visible {
    outline: none;
  }
`;

const Photo = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${vars.color.skeleton};
  display: grid;
  place-items: center;
  color: ${vars.color.textMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
`;

const Price = styled.p`
  margin: 0;
  font-weight: 800;
  color: ${vars.color.primary};

  small {
    font-weight: 600;
    color: ${vars.color.textMuted};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
`;

function RelatedCard({ property }: { property: Property }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const ar = lang === 'ar';
  const image = property.images?.[0];
  const title = ar ? property.titleAr || property.titleEn : property.titleEn;
  const suffix = priceSuffixKey(property.priceType);
  return (
    <Card>
      <Photo>
        {image ? (
          <img
            src={image.thumbUrl || image.url}
            srcSet={image.srcset || undefined}
            sizes="(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw"
            width={image.width || 800}
            height={image.height || 600}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <BuildingIcon size={40} />
        )}
      </Photo>
      <Body>
        <Price>
          <bdi>{formatPriceShort(property.price, lang)}</bdi>
          {suffix ? <small> {t(suffix)}</small> : null}
        </Price>
        <h3>
          <Link to={localePath(`/property/${property.id}`, lang)}>{title}</Link>
        </h3>
        <Meta>
          <span>
            <MapPinIcon size={14} />
            {ar ? property.areaNameAr : property.areaName}
          </span>
          {property.bedrooms !== null ? (
            <span>
              <BedIcon size={14} />
              {property.bedrooms === 0 ? t('studio') : t('beds', { count: property.bedrooms })}
            </span>
          ) : null}
          {property.bathrooms !== null ? (
            <span>
              <BathIcon size={14} />
              {t('baths', { count: property.bathrooms })}
            </span>
          ) : null}
        </Meta>
      </Body>
    </Card>
  );
}

/** Six random other listings (spec 2 and 9), loaded after the page itself; nothing shows if they fail. */
export function RelatedListings({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const related = useQuery({ queryKey: ['related-properties', id], queryFn: () => fetchRelated(id) });
  if (related.isError || (related.isSuccess && related.data.length === 0)) return null;
  return (
    <Section aria-labelledby="related-title">
      <h2 id="related-title">{t('related')}</h2>
      <List aria-busy={related.isPending}>
        {related.isPending
          ? Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <Skeleton $height="260px" $radius="lg" />
              </li>
            ))
          : related.data.map((property) => (
              <li key={property.id}>
                <RelatedCard property={property} />
              </li>
            ))}
      </List>
    </Section>
  );
}
