import { useQuery } from '@manzil/api-client';
import { useTranslation } from '@manzil/i18n';
import { Badge } from '@manzil/ui';
import { adminKeys, propertyTypesApi } from '../api/admin-api.ts';
import { EmptyState, Table, Toolbar } from '../components/controls.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { NS } from '../i18n/index.ts';
import { ListState } from './ListState.tsx';

/** Property types (spec's site-content tab list): names, category and state. */
export function PropertyTypesTab() {
  const { t } = useTranslation(NS);
  const query = useQuery({ queryKey: adminKeys.propertyTypes, queryFn: propertyTypesApi.list });
  return (
    <section aria-labelledby="admin-types-title">
      <Toolbar>
        <h2 id="admin-types-title">{t('propertyTypes.title')}</h2>
      </Toolbar>
      <ListState query={query} failed={t('propertyTypes.fetchFailed')}>
        {(types) =>
          types.length === 0 ? (
            <EmptyState>{t('propertyTypes.empty')}</EmptyState>
          ) : (
            <TableScroll labelledBy="admin-types-title">
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('fields.nameEn')}</th>
                    <th scope="col">{t('fields.nameAr')}</th>
                    <th scope="col">{t('fields.category')}</th>
                    <th scope="col">{t('fields.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {types.map((type) => (
                    <tr key={type.id}>
                      <th scope="row" lang="en" dir="ltr">
                        {type.nameEn}
                      </th>
                      <td lang="ar" dir="rtl">
                        {type.nameAr}
                      </td>
                      <td>{t(`values.category.${type.category}`, { defaultValue: type.category })}</td>
                      <td>
                        <Badge $tone={type.enabled ? 'success' : 'neutral'}>
                          {t(type.enabled ? 'common.enabled' : 'common.disabled')}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )
        }
      </ListState>
    </section>
  );
}
