import { clearFavourites, toggleFavourite, useFavourites, useQuery } from '@manzil/api-client';
import { COMPARE_LIMIT, setCompare } from '@manzil/api-client/compare';
import { formatNumber, localePath, useLang, useTranslation } from '@manzil/i18n';
import { Button, Container, Skeleton, vars } from '@manzil/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { comparePath, fetchCompared } from '../compare/api.ts';
import { CompareTray } from '../compare/CompareTray.tsx';
import { NS } from '../i18n/index.ts';
import { PropertyCard } from '../properties/PropertyCard.tsx';

/** Saved homes shown at most (a browser can hold more; the rest wait until some are removed). */
const FAVOURITES_SHOWN = 48;

const Page = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[5]};
  padding-top: ${vars.space[8]};
  padding-bottom: ${vars.space[16]};

  h1 {
    margin: 0;
    font-size: ${vars.fontSize['3xl']};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};

  p {
    margin: 0 auto 0 0;
    color: ${vars.color.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-rows: 1fr auto;
    gap: ${vars.space[2]};
    min-width: 0;
  }
`;

const Missing = styled.div`
  display: grid;
  place-content: center;
  gap: ${vars.space[2]};
  min-height: 160px;
  padding: ${vars.space[5]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.textMuted};
  text-align: center;
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[12]} ${vars.space[4]};
  text-align: center;

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
    max-width: 520px;
    color: ${vars.color.textMuted};
  }
`;

/**
 * `/favourites` and `/ar/favourites`: the homes saved in this browser (the hearts), newest first, each with
 * "Remove", and "Compare these" (the first four) to the side-by-side page. Saved homes live only in this
 * browser, so the page is drawn here, not on the server.
 */
export default function FavouritesPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const navigate = useNavigate();
  const saved = useFavourites();
  const ids = saved.slice(0, FAVOURITES_SHOWN);
  // The ids the page last fetched: a removal hides the card at once without asking the API again.
  const [fetched, setFetched] = useState(ids);
  const stale = ids.some((id) => !fetched.includes(id));
  useEffect(() => {
    if (stale) setFetched(ids);
  }, [stale, ids]);

  useEffect(() => {
    document.title = `${t('favourites.title')} | ${t('brand.name', { ns: 'common' })}`;
  }, [t]);

  const query = useQuery({
    queryKey: ['properties-saved', ...fetched],
    queryFn: () => fetchCompared(fetched),
    enabled: fetched.length > 0,
  });
  const entries = (query.data ?? []).filter((entry) => ids.includes(entry.id));

  const compareThese = () => {
    const chosen = ids.slice(0, COMPARE_LIMIT);
    setCompare(chosen);
    navigate(localePath(comparePath(chosen), lang));
  };

  let body: ReactNode;
  if (ids.length === 0) {
    body = (
      <Empty>
        <h2>{t('favourites.emptyTitle')}</h2>
        <p>{t('favourites.emptyText')}</p>
        <Button as={Link} to={localePath('/properties', lang)} $variant="primary">
          {t('favourites.browse')}
        </Button>
      </Empty>
    );
  } else if (query.isPending) {
    body = (
      <Grid aria-busy="true" aria-label={t('favourites.loading')}>
        {ids.slice(0, 3).map((id) => (
          <li key={id}>
            <Skeleton $height="380px" $radius="lg" />
          </li>
        ))}
      </Grid>
    );
  } else if (query.isError) {
    body = (
      <Empty role="alert">
        <h2>{t('favourites.error')}</h2>
        <Button $variant="secondary" onClick={() => query.refetch()}>
          {t('favourites.tryAgain')}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <Grid aria-label={t('favourites.title')}>
        {entries.map((entry) => {
          const title = entry.property
            ? lang === 'ar'
              ? entry.property.titleAr || entry.property.titleEn
              : entry.property.titleEn
            : `#${entry.id}`;
          return (
            <li key={entry.id}>
              {entry.property ? (
                <PropertyCard property={entry.property} view="grid" compact />
              ) : (
                <Missing>
                  <strong>{t('favourites.missing')}</strong>
                  <span>{t('compare.missingText', { id: entry.id })}</span>
                </Missing>
              )}
              <Button
                $variant="secondary"
                aria-label={t('favourites.remove', { title })}
                onClick={() => toggleFavourite(entry.id)}
              >
                {t('favourites.removeShort')}
              </Button>
            </li>
          );
        })}
      </Grid>
    );
  }

  return (
    <Page>
      <h1>{t('favourites.title')}</h1>
      {ids.length > 0 ? (
        <Toolbar>
          <p role="status">
            {t('favourites.count', { count: saved.length, formatted: formatNumber(saved.length, lang) })}
          </p>
          {ids.length >= 2 ? (
            <Button $variant="primary" onClick={compareThese}>
              {ids.length > COMPARE_LIMIT
                ? t('favourites.compareFirst', { count: COMPARE_LIMIT })
                : t('favourites.compareThese')}
            </Button>
          ) : null}
          <Button $variant="ghost" onClick={() => clearFavourites()}>
            {t('favourites.clearAll')}
          </Button>
        </Toolbar>
      ) : null}
      {body}
      <CompareTray />
    </Page>
  );
}
