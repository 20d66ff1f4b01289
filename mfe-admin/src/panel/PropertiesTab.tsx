import { keepPreviousData, useQuery, useQueryClient } from '@manzil/api-client';
import { errorDescription } from '@manzil/api-client/admin';
import { useMutation } from '@manzil/api-client/mutation';
import { type Property, permitDaysLeft, permitExpiryState } from '@manzil/contracts';
import { formatAed, formatDate, localePath, useLang, useTranslation } from '@manzil/i18n';
import { Badge, Button, Field, Input, toast, vars } from '@manzil/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { adminKeys, propertiesApi } from '../api/admin-api.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { Actions, EmptyState, Muted, Table, Toolbar } from '../components/controls.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
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

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
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

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Properties tab: search and paging over every listing, add, edit, delete (with the server's reason if refused). */
export function PropertiesTab({ createRequested = false }: { createRequested?: boolean }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const client = useQueryClient();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  // A new search starts again at page 1.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });
  const [editing, setEditing] = useState<Property | 'new' | null>(createRequested ? 'new' : null);
  const [deleting, setDeleting] = useState<Property | null>(null);

  const query = useQuery({
    queryKey: adminKeys.properties(q, page),
    queryFn: () => propertiesApi.list({ q, page, limit: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = useMutation({
    mutationFn: (propertyId: number) => propertiesApi.remove(propertyId),
    onSuccess: async () => {
      toast({ title: t('properties.deleted'), tone: 'success' });
      setDeleting(null);
      await client.invalidateQueries();
      // The row (and its Delete button, where the dialog returned the focus) is gone: keep the keyboard here.
      addButton.current?.focus();
    },
    onError: (error) => {
      setDeleting(null);
      toast({ title: t('properties.deleteFailed'), description: errorDescription(error), tone: 'error' });
    },
  });

  const title = (property: Property) => (lang === 'ar' ? property.titleAr : property.titleEn);
  return (
    <section aria-labelledby="admin-properties-title">
      <Toolbar>
        <h2 id="admin-properties-title">{t('properties.title')}</h2>
        <Button ref={addButton} $variant="primary" onClick={() => setEditing('new')}>
          {t('properties.add')}
        </Button>
      </Toolbar>
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
              <TableScroll labelledBy="admin-properties-title">
                <Table aria-describedby={`${id}-count`}>
                  <thead>
                    <tr>
                      <th scope="col">{t('fields.image')}</th>
                      <th scope="col">{t('fields.reference')}</th>
                      <th scope="col">{t('fields.title')}</th>
                      <th scope="col">{t('fields.location')}</th>
                      <th scope="col">{t('fields.listingType')}</th>
                      <th scope="col">{t('fields.price')}</th>
                      <th scope="col">{t('fields.status')}</th>
                      <th scope="col">{t('common.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {properties.map((property) => (
                      <tr key={property.id}>
                        <td>
                          {property.images[0] ? (
                            <Thumb
                              src={property.images[0].thumbUrl || property.images[0].url}
                              alt=""
                              loading="lazy"
                            />
                          ) : (
                            <Muted>—</Muted>
                          )}
                        </td>
                        <td dir="ltr">
                          <a
                            href={localePath(`/property/${property.id}`, lang)}
                            target="_blank"
                            rel="noreferrer"
                          >
                            {property.reference}
                          </a>
                        </td>
                        <th scope="row">
                          {title(property)}
                          {property.isFeatured ? (
                            <>
                              {' '}
                              <Badge $tone="accent">{t('fields.isFeatured')}</Badge>
                            </>
                          ) : null}
                          <ListingFlags property={property} />
                        </th>
                        <td>
                          {lang === 'ar'
                            ? `${property.areaNameAr}، ${property.emirateNameAr}`
                            : `${property.areaName}, ${property.emirateName}`}
                        </td>
                        <td>
                          <Badge $tone={property.listingType === 'sale' ? 'primary' : 'neutral'}>
                            {t(`values.listingType.${property.listingType}`)}
                          </Badge>
                        </td>
                        <td>{formatAed(property.price, lang)}</td>
                        <td>{t(`values.status.${property.status}`)}</td>
                        <td>
                          <Actions>
                            <Button
                              $variant="secondary"
                              $size="sm"
                              aria-label={t('common.editNamed', { name: property.reference })}
                              onClick={() => setEditing(property)}
                            >
                              {t('common.edit')}
                            </Button>
                            <Button
                              $variant="ghost"
                              $size="sm"
                              aria-label={t('common.deleteNamed', { name: property.reference })}
                              onClick={() => setDeleting(property)}
                            >
                              {t('common.delete')}
                            </Button>
                          </Actions>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
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
      {editing !== null ? (
        <PropertyFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('properties.deleteTitle')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        <p>
          {t('properties.confirmDelete', {
            name: deleting ? `${deleting.reference} · ${title(deleting)}` : '',
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
