import { useQuery, useQueryClient } from '@manzil/api-client';
import { errorDescription } from '@manzil/api-client/admin';
import { useMutation } from '@manzil/api-client/mutation';
import type { AdminAlert, AdminAlertsResponse, OutgoingMail } from '@manzil/contracts';
import {
  formatDate,
  formatNumber,
  isolate,
  type Lang,
  localePath,
  useLang,
  useTranslation,
} from '@manzil/i18n';
import { Badge, Button, ChevronDownIcon, toast, vars } from '@manzil/ui';
import { type SummaryNames, summaryParts } from '@manzil/ui/alert-summary';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { adminKeys, areasApi, emiratesApi, propertyTypesApi } from '../api/admin-api.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { CardItem, CardList, EmptyState, Hint, Muted, Toolbar } from '../components/controls.tsx';
import { DataTable } from '../components/ListTable.tsx';
import { ListState } from '../panel/ListState.tsx';
import { alertKeys, alertsApi, MAIL_PAGE } from './api.ts';
import { ALERTS_NS } from './i18n.ts';
import './view-i18n.ts';

type Search = AdminAlertsResponse['searches'][number];

const Sections = styled.div`
  display: grid;
  gap: ${vars.space[10]};
`;

const Group = styled(CardItem)`
  h3 {
    overflow-wrap: anywhere;
  }
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};

  a {
    color: ${vars.color.link};
    font-weight: 600;
  }
`;

const MailList = styled.ol`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[4]};
  padding: 0;
  list-style: none;
`;

const Message = styled.details`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  summary {
    display: flex;
    align-items: flex-start;
    gap: ${vars.space[3]};
    min-height: 44px;
    padding: ${vars.space[3]} ${vars.space[4]};
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary > svg {
    flex: none;
    margin-top: 2px;
    transition: transform 0.15s ease;
  }

  &[open] summary > svg {
    transform: rotate(180deg);
  }

  pre {
    margin: 0;
    padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
    border-top: 1px solid ${vars.color.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    /* Each line takes its own direction: an Arabic line reads right to left, a link beside it left to right. */
    unicode-bidi: plaintext;
    text-align: start;
    font: inherit;
    font-size: ${vars.fontSize.sm};
    line-height: 1.6;
  }
`;

const MailHead = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${vars.space[1]};
`;

const MailLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};

  strong {
    overflow-wrap: anywhere;
  }
`;

const MailMeta = styled(MailLine)`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  & > span {
    overflow-wrap: anywhere;
  }
`;

const dateTime = (value: string, lang: Lang) =>
  formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });

/** The emirate, area and type lists the admin already has, to name a saved search's filters. */
function useNames(): SummaryNames {
  const emirates = useQuery({ queryKey: adminKeys.emirates, queryFn: emiratesApi.list });
  const areas = useQuery({ queryKey: adminKeys.areas, queryFn: areasApi.list });
  const types = useQuery({ queryKey: adminKeys.propertyTypes, queryFn: propertyTypesApi.list });
  return { emirates: emirates.data, areas: areas.data, types: types.data };
}

function SavedSearches() {
  const { t } = useTranslation(ALERTS_NS);
  const lang = useLang();
  const id = useId();
  const client = useQueryClient();
  const names = useNames();
  const query = useQuery({ queryKey: alertKeys.alerts, queryFn: alertsApi.list, staleTime: 0 });
  const [removing, setRemoving] = useState<{ alert: AdminAlert; summary: string } | null>(null);
  const remove = useMutation({
    mutationFn: (alert: AdminAlert) => alertsApi.remove(alert.id),
    onSuccess: async () => {
      toast({ title: t('alerts.removed'), tone: 'success' });
      setRemoving(null);
      await client.invalidateQueries({ queryKey: alertKeys.alerts });
    },
    onError: (error) => {
      setRemoving(null);
      toast({ title: t('alerts.removeFailed'), description: errorDescription(error), tone: 'error' });
    },
  });
  const summaryOf = (search: Search) => summaryParts(search.search, lang, names, t).join(' · ');

  return (
    <section aria-labelledby={`${id}-title`}>
      <Toolbar>
        <div>
          <h2 id={`${id}-title`}>{t('alerts.title')}</h2>
          <Hint>{t('alerts.text')}</Hint>
        </div>
        <Button $variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('alerts.refresh')}
        </Button>
      </Toolbar>
      <ListState query={query} failed={t('alerts.fetchFailed')}>
        {(data) =>
          data.searches.length === 0 ? (
            <EmptyState>{t('alerts.empty')}</EmptyState>
          ) : (
            <>
              <Hint role="status">
                {t('alerts.totals', {
                  searches: formatNumber(data.searches.length, lang),
                  subscribers: formatNumber(data.total, lang),
                })}
              </Hint>
              <CardList $gap={5}>
                {data.searches.map((search, index) => {
                  const summary = summaryOf(search);
                  const headingId = `${id}-search-${index}`;
                  return (
                    <Group key={search.searchKey} data-testid="alert-search">
                      <h3 id={headingId}>{summary}</h3>
                      <Line>
                        <Badge $tone="primary">
                          {t('alerts.subscribers', {
                            count: search.subscribers,
                            formatted: formatNumber(search.subscribers, lang),
                          })}
                        </Badge>
                        <Badge $tone="success">
                          {t('alerts.confirmedCount', { count: formatNumber(search.confirmed, lang) })}
                        </Badge>
                        <a
                          href={`${localePath('/properties', lang)}${search.searchKey ? `?${search.searchKey}` : ''}`}
                          target="_blank"
                          rel="noreferrer"
                        >
                          {t('alerts.openSearch')}
                        </a>
                      </Line>
                      <DataTable
                        label={t('alerts.subscribersOf', { summary })}
                        tableProps={{ 'aria-labelledby': headingId }}
                        rows={search.alerts}
                        rowKey={(alert) => alert.id}
                        columns={[
                          { header: t('alerts.email'), dir: 'ltr', cell: (alert) => alert.email },
                          {
                            header: t('alerts.language'),
                            cell: (alert) => t(`alerts.languages.${alert.language}`),
                          },
                          {
                            header: t('alerts.state'),
                            cell: (alert) =>
                              alert.confirmed ? (
                                <Badge $tone="success">{t('alerts.confirmed')}</Badge>
                              ) : (
                                <Badge $tone="warning">{t('alerts.waiting')}</Badge>
                              ),
                          },
                          {
                            header: t('alerts.created'),
                            cell: (alert) => (
                              <time dateTime={alert.createdAt}>{dateTime(alert.createdAt, lang)}</time>
                            ),
                          },
                          {
                            header: t('alerts.lastSent'),
                            cell: (alert) =>
                              alert.lastSentAt ? (
                                <time dateTime={alert.lastSentAt}>{dateTime(alert.lastSentAt, lang)}</time>
                              ) : (
                                <Muted>{t('alerts.never')}</Muted>
                              ),
                          },
                          {
                            header: <Muted>{t('alerts.remove')}</Muted>,
                            cell: (alert) => (
                              <Button
                                $variant="secondary"
                                $size="sm"
                                aria-label={t('alerts.removeNamed', { email: alert.email })}
                                onClick={() => setRemoving({ alert, summary })}
                              >
                                {t('alerts.remove')}
                              </Button>
                            ),
                          },
                        ]}
                      />
                    </Group>
                  );
                })}
              </CardList>
            </>
          )
        }
      </ListState>
      <ConfirmDialog
        open={removing !== null}
        title={t('alerts.removeTitle')}
        confirmLabel={t('alerts.removeConfirm')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.alert)}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('alerts.removeText', { email: isolate(removing?.alert.email ?? '', 'ltr') })}</p>
        <p>
          <strong>{removing?.summary}</strong>
        </p>
      </ConfirmDialog>
    </section>
  );
}

function OutgoingMailList() {
  const { t } = useTranslation(ALERTS_NS);
  const lang = useLang();
  const id = useId();
  const client = useQueryClient();
  const query = useQuery({ queryKey: alertKeys.mail, queryFn: () => alertsApi.mail(), staleTime: 0 });
  const [older, setOlder] = useState<OutgoingMail[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const first = query.data?.messages ?? [];
  const messages = [...first, ...older.filter((message) => !first.some((shown) => shown.id === message.id))];
  const last = messages.at(-1);

  const refresh = async () => {
    setOlder([]);
    setExhausted(false);
    await client.invalidateQueries({ queryKey: alertKeys.mail });
  };

  const loadMore = async () => {
    if (!last) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await alertsApi.mail(last.id);
      setOlder((current) => [...current, ...page.messages]);
      if (page.messages.length < MAIL_PAGE) setExhausted(true);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <Toolbar>
        <div>
          <h2 id={`${id}-title`}>{t('mail.title')}</h2>
          {query.data ? <Hint>{t(`mail.${query.data.transport}`)}</Hint> : null}
        </div>
        <Button $variant="secondary" onClick={() => void refresh()} disabled={query.isFetching}>
          {t('alerts.refresh')}
        </Button>
      </Toolbar>
      <ListState query={query} failed={t('mail.fetchFailed')}>
        {() =>
          messages.length === 0 ? (
            <EmptyState>{t('mail.empty')}</EmptyState>
          ) : (
            <>
              <MailList aria-labelledby={`${id}-title`}>
                {messages.map((message) => (
                  <li key={message.id}>
                    <Message data-testid="outgoing-mail">
                      <summary>
                        <ChevronDownIcon size={18} />
                        <MailHead>
                          <MailLine>
                            <strong dir="auto">{message.subject}</strong>
                            <Badge $tone={message.kind === 'digest' ? 'primary' : 'neutral'}>
                              {t(`mail.kinds.${message.kind}`)}
                            </Badge>
                          </MailLine>
                          <MailMeta>
                            <span>
                              {t('mail.to')}: <bdi dir="ltr">{message.to}</bdi>
                            </span>
                            <time dateTime={message.date}>{dateTime(message.date, lang)}</time>
                          </MailMeta>
                        </MailHead>
                      </summary>
                      <pre>{message.text}</pre>
                    </Message>
                  </li>
                ))}
              </MailList>
              {moreFailed ? <Hint role="alert">{t('mail.fetchFailed')}</Hint> : null}
              {exhausted || first.length < MAIL_PAGE ? (
                <Hint>{t('mail.end')}</Hint>
              ) : (
                <Button $variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
                  {loadingMore ? t('mail.loading') : t('mail.more')}
                </Button>
              )}
            </>
          )
        }
      </ListState>
    </section>
  );
}

/**
 * The admin's Alerts view (issue 21): the saved searches grouped by search with their subscribers (each can be
 * removed), and the outgoing mail, newest first, so an agency without SMTP sees what would have been sent.
 */
export default function AlertsTab() {
  return (
    <Sections>
      <SavedSearches />
      <OutgoingMailList />
    </Sections>
  );
}
