import { useQuery } from '@manzil/api-client';
import { readCompare, setCompare } from '@manzil/api-client/compare';
import { daysOnMarket, featureLabel, isClosedStatus, type Property, pricePerSqft } from '@manzil/contracts';
import { formatAed, formatNumber, localePath, useLang, useTranslation } from '@manzil/i18n';
import { Button, CloseIcon, Container, Skeleton, VisuallyHidden, vars } from '@manzil/ui';
import { areaUnitKey, LISTING_NS, priceSuffixKey, statusKey } from '@manzil/ui/listing/texts';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  type CompareEntry,
  comparePath,
  compareQueryKey,
  fetchCompared,
  parseCompareIds,
} from '../compare/api.ts';
import { NS } from '../i18n/index.ts';

const Page = styled(Container)`
  display: grid;
  /* The table scrolls inside its box: the page itself never grows wider than the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[5]};
  padding-top: ${vars.space[8]};
  padding-bottom: ${vars.space[16]};

  h1 {
    margin: 0;
    font-size: ${vars.fontSize['3xl']};
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The table scrolls sideways on a phone; its first column (the row names) stays in place. */
const Scroller = styled.div`
  /* Positioned, so the hidden caption (absolutely placed) scrolls with the table instead of widening the page. */
  position: relative;
  min-width: 0;
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.fontSize.sm};

  th,
  td {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: left;
    vertical-align: top;
    min-width: 160px;
  }

  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 120px;
    width: 140px;
    background: ${vars.color.surfaceAlt};
    color: ${vars.color.textMuted};
    font-weight: 700;
  }

  thead td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${vars.color.surfaceAlt};
  }

  thead th {
    font-weight: 400;
  }

  tr.section th,
  tr.section td {
    background: ${vars.color.bg};
    color: ${vars.color.text};
    font-weight: 800;
  }

  @media (max-width: 640px) {
    th,
    td {
      min-width: 140px;
    }

    tbody th {
      min-width: 96px;
      width: 96px;
    }
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${vars.space[2]};

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceAlt};
  }

  a {
    color: ${vars.color.text};
    font-size: ${vars.fontSize.md};
    font-weight: 700;
  }

  strong {
    color: ${vars.color.danger};
  }
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  justify-self: start;
  min-height: 36px;
  padding: 0 ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.fontSize.xs};
  font-weight: 700;
  cursor: pointer;
`;

const Mark = styled.span<{ $yes: boolean }>`
  font-weight: 800;
  color: ${(p) => (p.$yes ? vars.color.success : vars.color.textMuted)};
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
    color: ${vars.color.textMuted};
  }

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${vars.space[3]};
  }
`;

type Row = { key: string; label: string; cell: (property: Property) => ReactNode; section?: boolean };

function useRows(entries: CompareEntry[]): Row[] {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const ar = lang === 'ar';
  const none = t('compare.none');
  const { t: tl } = useTranslation(LISTING_NS);
  const unit = (property: Property) => tl(areaUnitKey(property.areaUnit));
  const periodOf = (property: Property) => {
    const key = priceSuffixKey(property.priceType);
    return key ? tl(key) : '';
  };
  const features = [
    ...new Set(entries.flatMap((entry) => (entry.property ? entry.property.features : []))),
  ].sort((a, b) => featureLabel(a, lang).localeCompare(featureLabel(b, lang), lang));

  return [
    {
      key: 'price',
      label: t('compare.row.price'),
      cell: (p) => (
        <bdi>
          {formatAed(p.price, lang)}
          {periodOf(p) ? ` ${periodOf(p)}` : ''}
        </bdi>
      ),
    },
    {
      key: 'pricePerSqft',
      label: t('compare.row.pricePerSqft'),
      cell: (p) => {
        const value = pricePerSqft(p);
        if (value === null) return none;
        return (
          <bdi>
            {formatAed(value, lang)}
            {p.listingType === 'rent' && p.priceType !== 'per_sqft' ? ` ${t('compare.perYear')}` : ''}
          </bdi>
        );
      },
    },
    {
      key: 'type',
      label: t('compare.row.type'),
      cell: (p) => (ar ? p.propertyTypeNameAr : p.propertyTypeName) || none,
    },
    {
      key: 'bedrooms',
      label: t('compare.row.bedrooms'),
      cell: (p) =>
        p.bedrooms === null ? none : p.bedrooms === 0 ? tl('studio') : formatNumber(p.bedrooms, lang),
    },
    {
      key: 'bathrooms',
      label: t('compare.row.bathrooms'),
      cell: (p) => (p.bathrooms === null ? none : formatNumber(p.bathrooms, lang)),
    },
    {
      key: 'size',
      label: t('compare.row.size'),
      cell: (p) => (p.area ? <bdi>{`${formatNumber(p.area, lang)} ${unit(p)}`}</bdi> : none),
    },
    {
      key: 'status',
      label: t('compare.row.status'),
      cell: (p) =>
        isClosedStatus(p.status) ? (
          <strong>{tl(statusKey(p.status))}</strong>
        ) : (
          t(`options.status.${p.status === 'under_construction' ? 'under_construction' : 'ready'}`)
        ),
    },
    {
      key: 'area',
      label: t('compare.row.area'),
      cell: (p) =>
        [ar ? p.areaNameAr : p.areaName, ar ? p.emirateNameAr : p.emirateName]
          .filter(Boolean)
          .join(ar ? '، ' : ', '),
    },
    {
      key: 'permit',
      label: t('compare.row.permit'),
      cell: (p) => (p.permitNumber ? <bdi dir="ltr">{p.permitNumber}</bdi> : none),
    },
    {
      key: 'daysOnMarket',
      label: t('compare.row.daysOnMarket'),
      cell: (p) => t('compare.days', { count: daysOnMarket(p.createdAt) }),
    },
    ...(features.length > 0
      ? [
          { key: 'features', label: t('compare.row.features'), cell: () => null, section: true },
          ...features.map(
            (feature): Row => ({
              key: `feature-${feature}`,
              label: featureLabel(feature, lang),
              cell: (p) => {
                const yes = p.features.includes(feature);
                return (
                  <Mark $yes={yes}>
                    <span aria-hidden="true">{yes ? '✓' : '—'}</span>
                    <VisuallyHidden>{yes ? t('compare.yes') : t('compare.no')}</VisuallyHidden>
                  </Mark>
                );
              },
            }),
          ),
        ]
      : []),
  ];
}

function CompareTable({ entries, onRemove }: { entries: CompareEntry[]; onRemove: (id: number) => void }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const rows = useRows(entries);
  const titleOf = (property: Property) =>
    lang === 'ar' ? property.titleAr || property.titleEn : property.titleEn;
  return (
    // A scrolling region is focusable, so the keyboard can scroll it sideways.
    <Scroller tabIndex={0} role="region" aria-labelledby="compare-caption">
      <Table>
        <caption id="compare-caption">
          <VisuallyHidden>{t('compare.caption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <td />
            {entries.map((entry) => (
              <th key={entry.id} scope="col">
                {entry.property ? (
                  <Column>
                    {entry.property.images[0] ? (
                      <img
                        src={entry.property.images[0].thumbUrl}
                        alt=""
                        width={320}
                        height={240}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                    <Link to={localePath(`/property/${entry.id}`, lang)}>{titleOf(entry.property)}</Link>
                    <RemoveButton
                      type="button"
                      aria-label={t('compare.remove', { title: titleOf(entry.property) })}
                      onClick={() => onRemove(entry.id)}
                    >
                      <CloseIcon size={14} />
                      {t('compare.removeColumn')}
                    </RemoveButton>
                  </Column>
                ) : (
                  <Column>
                    <strong>{t('compare.missing')}</strong>
                    <span>{t('compare.missingText', { id: entry.id })}</span>
                    <RemoveButton
                      type="button"
                      aria-label={t('compare.remove', { title: `#${entry.id}` })}
                      onClick={() => onRemove(entry.id)}
                    >
                      <CloseIcon size={14} />
                      {t('compare.removeColumn')}
                    </RemoveButton>
                  </Column>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.section ? 'section' : undefined}>
              <th scope="row">{row.label}</th>
              {entries.map((entry) => (
                <td key={entry.id}>{row.section ? null : entry.property ? row.cell(entry.property) : '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

/**
 * `/compare?ids=1,2,3` (and `/ar/compare`): up to four listings side by side, by the ids in the address, so the
 * page can be shared. Without ids it shows the ones chosen in this browser. A listing the catalog no longer has
 * is a column saying so.
 */
export default function ComparePage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = parseCompareIds(params.get('ids'));

  // No ids in the address: the homes chosen in this browser, written into it (so it can be shared).
  useEffect(() => {
    if (ids.length > 0) return;
    const chosen = readCompare();
    if (chosen.length > 0) navigate(localePath(comparePath(chosen), lang), { replace: true });
  }, [ids.length, lang, navigate]);

  useEffect(() => {
    document.title = `${t('compare.title')} | ${t('brand.name', { ns: 'common' })}`;
  }, [t]);

  const query = useQuery({
    queryKey: compareQueryKey(ids),
    queryFn: () => fetchCompared(ids),
    enabled: ids.length > 0,
  });

  const remove = (id: number) => {
    const next = ids.filter((other) => other !== id);
    // The stored choice follows when it is the one shown.
    const stored = readCompare();
    if (stored.includes(id)) setCompare(stored.filter((other) => other !== id));
    navigate(next.length > 0 ? localePath(comparePath(next), lang) : localePath('/compare', lang), {
      replace: true,
    });
  };

  let body: ReactNode;
  if (ids.length === 0) {
    body = (
      <Empty>
        <h2>{t('compare.emptyTitle')}</h2>
        <p>{t('compare.emptyText')}</p>
        <div>
          <Button as={Link} to={localePath('/properties', lang)} $variant="primary">
            {t('compare.browse')}
          </Button>
          <Button as={Link} to={localePath('/favourites', lang)} $variant="secondary">
            {t('compare.savedHomes')}
          </Button>
        </div>
      </Empty>
    );
  } else if (query.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('compare.loading')}>
        <Skeleton $height="420px" $radius="lg" />
      </div>
    );
  } else if (query.isError || !query.data) {
    body = (
      <Empty role="alert">
        <h2>{t('compare.error')}</h2>
        <Button $variant="secondary" onClick={() => query.refetch()}>
          {t('compare.tryAgain')}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <>
        <Intro>{t('compare.intro')}</Intro>
        <CompareTable entries={query.data} onRemove={remove} />
      </>
    );
  }

  return (
    <Page>
      <h1>{t('compare.title')}</h1>
      {body}
    </Page>
  );
}
