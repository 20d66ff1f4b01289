import { useQuery } from '@manzil/api-client';
import { AUDIT_KINDS, type AuditEntry } from '@manzil/contracts';
import { formatDate, useLang, useTranslation } from '@manzil/i18n';
import { Button, Field, Input } from '@manzil/ui';
import { type FormEvent, useId, useState } from 'react';
import { activityApi, adminKeys } from '../api/admin-api.ts';
import { EmptyState, Hint, Muted, Select, Table, Toolbar } from '../components/controls.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { NS } from '../i18n/index.ts';

const PAGE = 50;

/**
 * The admin's Activity view (issue 22): the audit log of every service, newest first, filtered by user and kind,
 * with older entries on demand. Read-only: nothing here changes an entry.
 */
export function ActivityTab() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const id = useId();
  const [draft, setDraft] = useState({ user: '', kind: '' });
  const [filter, setFilter] = useState({ user: '', kind: '' });
  const [older, setOlder] = useState<AuditEntry[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const query = useQuery({
    queryKey: adminKeys.activity(filter.user, filter.kind),
    queryFn: () => activityApi.list(filter, PAGE),
    staleTime: 0,
  });
  const entries = [...(query.data?.entries ?? []), ...older];
  const last = entries.at(-1);
  const [exhausted, setExhausted] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setOlder([]);
    setExhausted(false);
    setFilter({ user: draft.user.trim(), kind: draft.kind });
  };

  const loadMore = async () => {
    if (!last) return;
    setLoadingMore(true);
    try {
      const page = await activityApi.list({ ...filter, before: last.at }, PAGE);
      setOlder((current) => [...current, ...(page?.entries ?? [])]);
      if ((page?.entries.length ?? 0) < PAGE) setExhausted(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('activity.title')}</h2>
      <Hint>{t('activity.text')}</Hint>
      <form onSubmit={apply}>
        <Toolbar>
          <Field>
            <label htmlFor={`${id}-user`}>{t('activity.user')}</label>
            <Input
              id={`${id}-user`}
              dir="ltr"
              value={draft.user}
              maxLength={64}
              onChange={(event) => setDraft({ ...draft, user: event.target.value })}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-kind`}>{t('activity.kind')}</label>
            <Select
              id={`${id}-kind`}
              value={draft.kind}
              onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
            >
              <option value="">{t('activity.allKinds')}</option>
              {AUDIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`activity.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" $variant="secondary">
            {t('activity.filter')}
          </Button>
        </Toolbar>
      </form>
      {query.data && query.data.unavailable.length > 0 ? (
        <p role="status">{t('activity.unavailable', { services: query.data.unavailable.join(', ') })}</p>
      ) : null}
      {query.isError ? (
        <EmptyState role="alert">{t('activity.fetchFailed')}</EmptyState>
      ) : query.isPending ? (
        <EmptyState>{t('common.loading')}</EmptyState>
      ) : entries.length === 0 ? (
        <EmptyState>{t('activity.empty')}</EmptyState>
      ) : (
        <>
          <TableScroll labelledBy={`${id}-title`}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('activity.when')}</th>
                  <th scope="col">{t('activity.who')}</th>
                  <th scope="col">{t('activity.what')}</th>
                  <th scope="col">{t('activity.record')}</th>
                  <th scope="col">{t('activity.client')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={`${entry.service}-${entry.id}`}>
                    <td>
                      <time dateTime={entry.at}>
                        {formatDate(entry.at, lang, { dateStyle: 'medium', timeStyle: 'medium' })}
                      </time>
                    </td>
                    <td dir="auto">{entry.username}</td>
                    <td>
                      {t(`activity.actions.${entry.action}`)} · {t(`activity.kinds.${entry.kind}`)}
                    </td>
                    <td dir="ltr" title={entry.targetId ?? undefined}>
                      {entry.targetId ? (
                        entry.targetId.length > 40 ? (
                          `${entry.targetId.slice(0, 40)}…`
                        ) : (
                          entry.targetId
                        )
                      ) : (
                        <Muted>—</Muted>
                      )}
                    </td>
                    <td dir="ltr">{entry.client}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          {!exhausted && (query.data?.entries.length ?? 0) >= PAGE ? (
            <Button $variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
              {loadingMore ? t('common.loading') : t('activity.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

export default ActivityTab;
