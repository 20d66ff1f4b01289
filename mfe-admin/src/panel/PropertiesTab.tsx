import { keepPreviousData, useQuery } from '@manzil/api-client';
import { type Property, permitDaysLeft, permitExpiryState } from '@manzil/contracts';
import { formatAed, formatDate, localePath, useLang, useTranslation } from '@manzil/i18n';
import { Badge, Button, Field, Input, useDebounced, vars } from '@manzil/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { adminKeys, propertiesApi } from '../api/admin-api.ts';
import { Actions, EmptyState, HeaderBar, Muted, Toolbar } from '../components/controls.tsx';
import { DataTable, ListSection, useRowEditing } from '../components/ListTable.tsx';

import { NS } from '../i18n/index.ts';
import { ListState } from './ListState.tsx';
import { PropertyFormDialog } from './PropertyFormDialog.tsx';

export const ADMIN_PAGE_SIZE = 20;

const Thumb = styled.img`
  display: block;
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton};
`;

const Pager = styled(HeaderBar).attrs({ as: 'nav' })`
  margin-top: ${vars.space[4]};
`;

/**
 * A draft, and a permit that expired or expires within 14 days (`PERMIT_EXPIRY_WARNING_DAYS`): said in words,
 * the colour only repeats it.
 */
export function ListingFlags({ property, now = Date.now() }: { property: Property; now?: number }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const state = permitExpiryState(property.permitExpiresOn, now);
  const days = property.permitExpiresOn ? permitDaysLeft(property.permitExpiresOn, now) : 0;
  return (
    <>
      {property.published === false ? (
        <>
          {' '}
          <Badge $tone="neutral">{t('properties.draft')}</Badge>
        </>
      ) : null}
      {state === 'expired' && property.permitExpiresOn ? (
        <>
          {' '}
          <Badge $tone="danger">
            {t('properties.permitExpired', {
              date: formatDate(`${property.permitExpiresOn}T00:00:00Z`, lang, {
                dateStyle: 'medium',
                timeZone: 'UTC',
              }),
            })}
          </Badge>
        </>
      ) : null}
      {state === 'expiring' ? (
        <>
          {' '}
          <Badge $tone="warning">
            {days === 0
              ? t('properties.permitExpiresToday')
              : t('properties.permitExpiresIn', { count: days })}
          </Badge>
        </>
      ) : null}
    </>
  );
}

/** Properties tab: search and paging over every listing, add, edit, delete (with the server's reason if refused). */
export function PropertiesTab({ createRequested = false }: { createRequested?: boolean }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  // A new search starts again at page 1.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });

  const query = useQuery({
    queryKey: adminKeys.properties(q, page),
    queryFn: () => propertiesApi.list({ q, page, limit: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const title = (property: Property) => (lang === 'ar' ? property.titleAr : property.titleEn);
  const rows = useRowEditing<Property>({
    kind: 'properties',
    startWithNew: createRequested,
    name: (property) => property.reference,
    longName: (property) => `${property.reference} · ${title(property)}`,
    dialog: (editing, onClose) => <PropertyFormDialog editing={editing} onClose={onClose} />,
    remove: (property) => propertiesApi.remove(property.id),
    refresh: 'all',
  });

  return (
    <ListSection
      ref={rows.addButton}
      titleId="admin-properties-title"
      title={t('properties.title')}
      addLabel={t('properties.add')}
      onAdd={rows.add}
    >
      <Toolbar>
        <Field style={{ flex: '1 1 280px' }}>
          <label htmlFor={`${id}-search`}>{t('properties.search')}</label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder={t('properties.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
      </Toolbar>
      <ListState query={query} failed={t('properties.fetchFailed')}>
        {({ properties, total }) => {
          const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
          return properties.length === 0 ? (
            <EmptyState>{t(q ? 'common.noMatch' : 'properties.empty')}</EmptyState>
          ) : (
            <>
              <DataTable
                labelledBy="admin-properties-title"
                tableProps={{ 'aria-describedby': `${id}-count` }}
                rows={properties}
                rowKey={(property) => property.id}
                columns={[
                  {
                    header: t('fields.image'),
                    cell: (property) =>
                      property.images[0] ? (
                        <Thumb
                          src={property.images[0].thumbUrl || property.images[0].url}
                          alt=""
                          loading="lazy"
                        />
                      ) : (
                        <Muted>—</Muted>
                      ),
                  },
                  {
                    header: t('fields.reference'),
                    dir: 'ltr',
                    cell: (property) => (
                      <a href={localePath(`/property/${property.id}`, lang)} target="_blank" rel="noreferrer">
                        {property.reference}
                      </a>
                    ),
                  },
                  {
                    header: t('fields.title'),
                    rowHeader: true,
                    cell: (property) => (
                      <>
                        {title(property)}
                        {property.isFeatured ? (
                          <>
                            {' '}
                            <Badge $tone="accent">{t('fields.isFeatured')}</Badge>
                          </>
                        ) : null}
                        <ListingFlags property={property} />
                      </>
                    ),
                  },
                  {
                    header: t('fields.location'),
                    cell: (property) =>
                      lang === 'ar'
                        ? `${property.areaNameAr}، ${property.emirateNameAr}`
                        : `${property.areaName}, ${property.emirateName}`,
                  },
                  {
                    header: t('fields.listingType'),
                    cell: (property) => (
                      <Badge $tone={property.listingType === 'sale' ? 'primary' : 'neutral'}>
                        {t(`values.listingType.${property.listingType}`)}
                      </Badge>
                    ),
                  },
                  { header: t('fields.price'), cell: (property) => formatAed(property.price, lang) },
                  { header: t('fields.status'), cell: (property) => t(`values.status.${property.status}`) },
                ]}
                actions={rows.actions}
              />
              <Pager aria-label={t('common.pagination')}>
                <span id={`${id}-count`} role="status">
                  {t('properties.showing', {
                    from: (page - 1) * ADMIN_PAGE_SIZE + 1,
                    to: (page - 1) * ADMIN_PAGE_SIZE + properties.length,
                    total,
                  })}
                </span>
                <Actions>
                  <Button
                    $variant="secondary"
                    $size="sm"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t('common.previous')}
                  </Button>
                  <span>{t('common.pageOf', { page, pages })}</span>
                  <Button
                    $variant="secondary"
                    $size="sm"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('common.next')}
                  </Button>
                </Actions>
              </Pager>
            </>
          );
        }}
      </ListState>
      {rows.dialogs}
    </ListSection>
  );
}
