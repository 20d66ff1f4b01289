import { track, useFavourite, useQuery } from '@manzil/api-client';
import {
  DEFAULT_COORDINATES,
  daysOnMarket,
  featureLabel,
  isClosedStatus,
  type Property,
  priceReduction,
} from '@manzil/contracts';
import { formatAed, formatDate, formatNumber, localePath, useLang, useTranslation } from '@manzil/i18n';
import {
  ArrowLeftIcon,
  Button,
  HeartIcon,
  HydrationPart,
  MapPinIcon,
  PageColumn,
  renderWhenNear,
  Skeleton,
  useHydrated,
  vars,
} from '@manzil/ui';
import {
  areaUnitKey,
  LISTING_NS,
  ListingBadges,
  ListingFacts,
  ListingPrice,
  listingPlace,
  listingTitle,
  statusKey,
} from '@manzil/ui/listing';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AgentContact } from '../detail/AgentContact.tsx';
import { ButtonLabel } from '../detail/ButtonLabel.ts';
import { CompareBar, CompareButton } from '../detail/CompareButton.tsx';
import { Gallery } from '../detail/Gallery.tsx';
import { MortgageCardSlot } from '../detail/MortgageCardSlot.tsx';
import { PermitCard } from '../detail/PermitCard.tsx';
import { PriceHistory } from '../detail/PriceHistory.tsx';
import { RelatedListings } from '../detail/RelatedListings.tsx';
import { ShareButton } from '../detail/ShareButton.tsx';
import { NS } from '../i18n/index.ts';
import { fetchProperty, PropertyNotFoundError, PropertyWithdrawnError, parseId } from '../lib/api.ts';
import { mapsHref } from '../lib/format.ts';
import { DirectionsLink, LocationMap } from '../location/LocationMap.tsx';

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  & > :first-child {
    margin-right: auto;
  }

  /* Phones: share and save show their icon alone (ButtonLabel), as 48 px squares, so both fit beside "Back". */
  @media (max-width: 479px) {
    & > :not(:first-child) {
      width: 48px;
      padding-inline: 0;
    }
  }
`;

/** The buttons under a page-wide message (withdrawn, not found, failed): full labels, centred, wrapping. */
const MessageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
`;

/*
 * Phones: photos and price, then the agent's buttons, then the details, then the mortgage card. Desktop: the agent
 * card and the mortgage card one under the other beside the photos and the details.
 */
const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  align-items: start;
  grid-template-areas: 'top' 'agent' 'body' 'mortgage';
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 1024px) {
    grid-template-areas: 'top side' 'body side';
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto 1fr;
    column-gap: ${vars.space[8]};
  }
`;

const Area = styled.div<{ $area: 'top' | 'agent' | 'body' | 'mortgage' }>`
  grid-area: ${(p) => p.$area};
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

/** The agent and mortgage cards: one column beside the page on desktop, placed one by one on phones. */
const Side = styled.div`
  display: contents;

  @media (min-width: 1024px) {
    grid-area: side;
    display: grid;
    align-content: start;
    gap: ${vars.space[6]};
    min-width: 0;

    & > ${Area} {
      grid-area: auto;
    }
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${vars.space[3]};

  h1 {
    margin: 0;
    font-size: ${vars.fontSize['3xl']};
    line-height: 1.2;
  }
`;

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.textMuted};
`;

const PriceNotes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  s {
    color: ${vars.color.textMuted};
  }
`;

/** A sold or rented listing says so before anything else on the page. */
const ClosedNotice = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} ${vars.space[5]};
  border: 1px solid ${vars.color.borderStrong};
  border-left: 4px solid ${vars.color.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerBg};
  color: ${vars.color.text};

  strong {
    font-size: ${vars.fontSize.lg};
  }

  p {
    margin: 0;
  }

  a {
    color: ${vars.color.primary};
    font-weight: 700;
  }
`;

const Card = styled.section`
  /* Below the photos and the price on a phone: laid out when it comes near the screen. */
  ${renderWhenNear('320px')}
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }

  p {
    margin: 0;
    white-space: pre-line;
    line-height: 1.7;
  }
`;

const Details = styled.dl`
  display: grid;
  gap: ${vars.space[4]} ${vars.space[6]};
  margin: 0;

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }

  div {
    display: grid;
    gap: 2px;
    padding-bottom: ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
  }

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Features = styled.ul`
  display: grid;
  gap: ${vars.space[2]} ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }

  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }

  li::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${vars.color.accent};
  }
`;

const SaveButton = styled(Button)`
  &[aria-pressed='true'] svg {
    fill: currentColor;
    color: ${vars.color.danger};
  }
`;

/** The gallery's shape (Gallery's Stage): 4:3 on phones, 16:9 from 768 px. */
const PhotoSkeleton = styled(Skeleton)`
  aspect-ratio: 4 / 3;

  @media (min-width: 768px) {
    aspect-ratio: 16 / 9;
  }
`;

/** Loading: shaped like the page (the top bar's 44 px buttons, the gallery) so nothing jumps when it arrives. */
function PageSkeleton({ label }: { label: string }) {
  return (
    <PageColumn $gap={6} $top={6} aria-busy="true" aria-label={label}>
      <Skeleton $width="30%" $height="44px" />
      <Layout>
        <Area $area="top">
          <PhotoSkeleton $height="auto" $radius="lg" />
          <Skeleton $width="70%" $height="2.5rem" />
          <Skeleton $width="35%" $height="2rem" />
        </Area>
        <Side>
          <Area $area="agent">
            <Skeleton $height="240px" $radius="lg" />
          </Area>
        </Side>
      </Layout>
    </PageColumn>
  );
}

function BackButton() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const navigate = useNavigate();
  // Came from another page of the site (results, a related listing): go back there, filters and all. Only the
  // browser knows (its history): the server's link stays until the page has hydrated.
  const hydrated = useHydrated();
  const canGoBack = hydrated && (window.history.state?.idx ?? 0) > 0;
  return canGoBack ? (
    <Button $variant="ghost" onClick={() => navigate(-1)}>
      <ArrowLeftIcon size={18} />
      {t('back')}
    </Button>
  ) : (
    <Button as={Link} to={localePath('/properties', lang)} $variant="ghost">
      <ArrowLeftIcon size={18} />
      {t('backToProperties')}
    </Button>
  );
}

function PropertyDetail({ property }: { property: Property }) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const lang = useLang();
  const ar = lang === 'ar';
  const [saved, toggleSaved] = useFavourite(property.id);

  const title = listingTitle(property, lang);
  const description = ar ? property.descriptionAr || property.descriptionEn : property.descriptionEn;
  const place = listingPlace(property, lang);
  const typeName = ar ? property.propertyTypeNameAr : property.propertyTypeName;
  const { t: tl } = useTranslation(LISTING_NS);
  const unit = tl(areaUnitKey(property.areaUnit));
  const coordinates = property.coordinates ?? DEFAULT_COORDINATES;
  const path = localePath(`/property/${property.id}`, lang);
  const closed = isClosedStatus(property.status);
  const reduction = closed ? null : priceReduction(property.lastPriceChange);
  const days = daysOnMarket(property.createdAt);

  useEffect(() => {
    document.title = `${title} | ${tc('brand.name')}`;
  }, [title, tc]);

  // The parts under the first screen hydrate on their own (a tap on the gallery or on Save hydrates only what
  // holds it); drawn again only when the listing or the language changes, not when Save is tapped.
  const gallery = useMemo(
    () => <Gallery images={property.images ?? []} title={title} />,
    [property.images, title],
  );
  const body = useMemo(() => {
    const figure = (value: number) => `${formatNumber(value, lang)} ${unit}`;
    const details: [string, string | null][] = [
      [t('detail.type'), typeName || null],
      [t('detail.listingType'), tc(`listingType.${property.listingType}`)],
      [t('detail.size'), property.area ? figure(property.area) : null],
      [t('detail.plot'), property.size ? figure(property.size) : null],
      [t('detail.status'), tl(statusKey(property.status))],
      [t('detail.reference'), property.reference],
      [t('detail.agentReference'), property.referenceNo],
      [t('detail.permit'), property.permitNumber],
      [t('detail.listed'), property.createdAt ? formatDate(property.createdAt, lang) : null],
    ];
    return (
      <Area $area="body">
        {description ? (
          <Card aria-labelledby="property-description">
            <h2 id="property-description">{t('description')}</h2>
            <p>{description}</p>
          </Card>
        ) : null}
        <Card aria-labelledby="property-details">
          <h2 id="property-details">{t('details')}</h2>
          <Details>
            {details
              .filter((entry): entry is [string, string] => Boolean(entry[1]))
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
          </Details>
        </Card>
        {property.priceHistory?.length ? (
          <Card aria-labelledby="property-price-history">
            <h2 id="property-price-history">{t('priceHistory.title')}</h2>
            <PriceHistory createdAt={property.createdAt} history={property.priceHistory} />
          </Card>
        ) : null}
        {property.features?.length ? (
          <Card aria-labelledby="property-features">
            <h2 id="property-features">{t('features')}</h2>
            <Features>
              {property.features.map((feature) => (
                <li key={feature}>{featureLabel(feature, lang)}</li>
              ))}
            </Features>
          </Card>
        ) : null}
        <Card aria-labelledby="property-location">
          <h2 id="property-location">{t('locationTitle')}</h2>
          {place ? <Place>{place}</Place> : null}
          <LocationMap point={coordinates} label={t('mapLabel', { place: place || title })} />
          <Place>
            {t('coordinates')}:{' '}
            <bdi dir="ltr">{`${coordinates.lat.toFixed(4)}, ${coordinates.lng.toFixed(4)}`}</bdi>
          </Place>
          <a href={mapsHref(coordinates)} target="_blank" rel="noopener noreferrer">
            {t('openMap')}
          </a>
          <DirectionsLink point={coordinates} />
        </Card>
      </Area>
    );
  }, [property, lang, place, title, description, coordinates, typeName, unit, t, tc, tl]);
  const side = useMemo(
    () => (
      <Side>
        <Area $area="agent">
          <AgentContact property={property} title={title} path={path} />
          <PermitCard id={property.id} permitNumber={property.permitNumber} />
        </Area>
        <Area $area="mortgage">
          <MortgageCardSlot price={property.price} />
        </Area>
      </Side>
    ),
    [property, title, path],
  );
  const related = useMemo(() => <RelatedListings id={property.id} />, [property.id]);

  return (
    <PageColumn $gap={6} $top={6}>
      {closed ? (
        <ClosedNotice aria-labelledby="property-closed">
          <strong id="property-closed">{t(`closed.${property.status}.title`)}</strong>
          <p>{t(`closed.${property.status}.text`)}</p>
          <Link to={localePath(`/properties?listingType=${property.listingType}`, lang)}>
            {t('closed.browse')}
          </Link>
        </ClosedNotice>
      ) : null}
      <TopBar>
        <BackButton />
        <ShareButton propertyId={property.id} title={title} path={path} />
        <CompareButton id={property.id} />
        <SaveButton
          $variant="secondary"
          aria-pressed={saved}
          onClick={toggleSaved}
          aria-label={t('saveLabel')}
        >
          <HeartIcon size={18} />
          <ButtonLabel>{saved ? t('saved') : t('save')}</ButtonLabel>
        </SaveButton>
      </TopBar>
      <CompareBar id={property.id} />
      <Layout>
        <Area $area="top">
          <HydrationPart>{gallery}</HydrationPart>
          <Header>
            <ListingBadges listing={property} variant="inline" />
            <h1>{title}</h1>
            {place ? (
              <Place>
                <MapPinIcon size={18} />
                {place}
              </Place>
            ) : null}
            <ListingPrice price={property.price} priceType={property.priceType} format="full" size="2xl" />
            <PriceNotes>
              {reduction ? (
                <span>
                  {t('wasPrice')}{' '}
                  <s>
                    <bdi>{formatAed(reduction.previousPrice, lang)}</bdi>
                  </s>
                </span>
              ) : null}
              <span>{days === 0 ? t('listedToday') : t('listedDaysAgo', { count: days })}</span>
            </PriceNotes>
          </Header>
          <ListingFacts
            variant="panel"
            words="long"
            aria-label={t('keyFacts')}
            bedrooms={property.bedrooms}
            bathrooms={property.bathrooms}
            area={property.area}
            areaUnit={property.areaUnit}
            parkingSpaces={property.parkingSpaces}
          />
        </Area>
        <HydrationPart>{body}</HydrationPart>
        <HydrationPart>{side}</HydrationPart>
      </Layout>
      <HydrationPart>{related}</HydrationPart>
    </PageColumn>
  );
}

/**
 * The property detail page (spec 2) at /property/{id} and /ar/property/{id}; 'Property not found' with a way
 * back when there is no such listing.
 */
export default function PropertyPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const query = useQuery({
    queryKey: ['property', id],
    queryFn: () => fetchProperty(id as number),
    enabled: id !== null,
  });

  const data = query.data;
  useEffect(() => {
    if (data)
      track({
        event: 'property_view',
        propertyId: data.id,
        listingType: data.listingType,
        price: data.price,
      });
  }, [data]);

  if (id !== null && query.isPending) return <PageSkeleton label={t('loading')} />;

  // By the API's status, so a refusal the server drew the page with (carried in the page state) reads the same.
  const refusal = (query.error as { status?: unknown } | null)?.status;
  if (query.error instanceof PropertyWithdrawnError || refusal === 410) {
    // Its permit expired (HTTP 410 from the gateway too): say so, and offer the homes on offer now.
    return (
      <PageColumn
        $gap={6}
        $top={6}
        $width="narrow"
        style={{ textAlign: 'center', justifyItems: 'center', paddingTop: vars.space[16] }}
      >
        <h1>{t('withdrawn')}</h1>
        <p>{t('withdrawnText')}</p>
        <MessageActions>
          <Button as={Link} to={localePath('/properties?listingType=sale', lang)} $variant="primary">
            {t('sales')}
          </Button>
          <Button as={Link} to={localePath('/properties?listingType=rent', lang)} $variant="secondary">
            {t('rentals')}
          </Button>
        </MessageActions>
      </PageColumn>
    );
  }

  if (id === null || query.isError || !data) {
    const notFound =
      id === null || query.error instanceof PropertyNotFoundError || refusal === 404 || refusal === 400;
    return (
      <PageColumn
        $gap={6}
        $top={6}
        $width="narrow"
        style={{ textAlign: 'center', justifyItems: 'center', paddingTop: vars.space[16] }}
      >
        <h1>{notFound ? t('notFound') : t('failed')}</h1>
        <p>{notFound ? t('notFoundText') : t('failedText')}</p>
        <MessageActions>
          {notFound ? null : (
            <Button $variant="secondary" onClick={() => query.refetch()}>
              {t('tryAgain')}
            </Button>
          )}
          <Button as={Link} to={localePath('/properties', lang)} $variant="primary">
            {t('backToProperties')}
          </Button>
        </MessageActions>
      </PageColumn>
    );
  }

  return <PropertyDetail property={data} />;
}
