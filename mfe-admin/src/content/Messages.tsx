import { useQuery } from '@manzil/api-client';
import type { ContactEnquiry } from '@manzil/contracts';
import { formatDate, useLang, useTranslation } from '@manzil/i18n';
import { Badge, Button, Dialog, toast, vars } from '@manzil/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { adminKeys, messagesApi } from '../api/admin-api.ts';
import { CardItem, CardList, EmptyState, HeaderBar, Muted } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';

const Item = styled(CardItem)`
  gap: ${vars.space[2]};
  border-radius: ${vars.radius.md};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${vars.space[2]};
  }

  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  a {
    color: ${vars.color.link};
  }
`;

const Bar = styled(HeaderBar)`
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[3]};
`;

function Message({ message }: { message: ContactEnquiry }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  return (
    <Item>
      <header>
        <strong>
          {message.firstName} {message.lastName}
        </strong>
        <Muted>{formatDate(message.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}</Muted>
      </header>
      <div>
        <Badge $tone="primary">{t(`messages.subjects.${message.subject}`)}</Badge>{' '}
        <Badge>{message.lang === 'ar' ? 'العربية' : 'English'}</Badge>
      </div>
      <div>
        <a href={`mailto:${message.email}`} dir="ltr">
          {message.email}
        </a>
        {message.phone ? (
          <>
            {' · '}
            <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {message.phone}
            </a>
          </>
        ) : null}
      </div>
      <p dir="auto">{message.message}</p>
    </Item>
  );
}

/** Contact form messages, newest first, with Refresh and paging; the spec's failure toast. */
export function MessagesList() {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: adminKeys.messages(page),
    queryFn: () => messagesApi.list(page),
    staleTime: 0,
  });

  useEffect(() => {
    if (query.isError) {
      console.error('Failed to fetch contact messages.', query.error);
      toast({ title: t('messages.errorTitle'), description: t('messages.fetchFailed'), tone: 'error' });
    }
  }, [query.isError, query.error, t]);

  return (
    <div>
      <Bar>
        <span role="status">
          {query.data
            ? t('messages.count', { count: query.data.total })
            : query.isPending
              ? t('common.loading')
              : ''}
        </span>
        <Button
          $variant="secondary"
          $size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching ? t('common.loading') : t('messages.refresh')}
        </Button>
      </Bar>
      {query.isError ? (
        <EmptyState role="alert">{t('messages.fetchFailed')}</EmptyState>
      ) : query.data && query.data.messages.length === 0 ? (
        <EmptyState>{t('messages.empty')}</EmptyState>
      ) : query.data ? (
        <>
          <CardList as="ol" aria-label={t('messages.title')}>
            {query.data.messages.map((message) => (
              <Message key={message.id} message={message} />
            ))}
          </CardList>
          {query.data.totalPages > 1 ? (
            <Bar as="nav" aria-label={t('common.pagination')} style={{ marginTop: '1rem' }}>
              <Button $variant="secondary" $size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('common.previous')}
              </Button>
              <span>{t('common.pageOf', { page, pages: query.data.totalPages })}</span>
              <Button
                $variant="secondary"
                $size="sm"
                disabled={page >= query.data.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {t('common.next')}
              </Button>
            </Bar>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The Contact Form Messages dialog (spec 2 Admin): list, Refresh, Close. */
export function MessagesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('messages.title')}
      closeLabel={t('common.close')}
      footer={
        <Button $variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <MessagesList />
    </Dialog>
  );
}
