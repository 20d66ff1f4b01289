import { useQuery } from '@manzil/api-client';
import type { Property } from '@manzil/contracts';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import { bareList, renderWhenNear, Skeleton, vars } from '@manzil/ui';
import { ListingCardFrame, ListingFacts, ListingImage, ListingPrice, listingTitle } from '@manzil/ui/listing';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { fetchRelated } from '../lib/api.ts';

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
  ${bareList}
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

const Body = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
`;

function RelatedCard({ property }: { property: Property }) {
  const lang = useLang();
  const ar = lang === 'ar';
  return (
    <ListingCardFrame $titleSize="md">
      <ListingImage
        image={property.images?.[0]}
        alt=""
        thumb
        sizes="(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw"
        placeholderIconSize={40}
      />
      <Body>
        <ListingPrice price={property.price} priceType={property.priceType} />
        <h3>
          <Link to={localePath(`/property/${property.id}`, lang)}>{listingTitle(property, lang)}</Link>
        </h3>
        <ListingFacts
          variant="compact"
          words="long"
          place={ar ? property.areaNameAr : property.areaName}
          bedrooms={property.bedrooms}
          bathrooms={property.bathrooms}
        />
      </Body>
    </ListingCardFrame>
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
