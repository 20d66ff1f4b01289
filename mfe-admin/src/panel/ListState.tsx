import type { QueryResult } from '@manzil/api-client';
import { errorDescription } from '@manzil/api-client/admin';
import { useTranslation } from '@manzil/i18n';
import { Button, Skeleton, vars } from '@manzil/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Problem = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerBg};
  color: ${vars.color.danger};

  p {
    margin: 0;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

/** A list's loading skeleton, its failure (spec 8: 'Failed to fetch ...') with a retry, or the list. */
export function ListState<T>({
  query,
  failed,
  children,
}: {
  query: QueryResult<T>;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  if (query.isPending) {
    return (
      <Loading role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} $height="44px" />
        ))}
      </Loading>
    );
  }
  if (query.isError) {
    return (
      <Problem role="alert">
        <p>
          <strong>{failed}</strong>
        </p>
        <p>{errorDescription(query.error)}</p>
        <Button $variant="secondary" $size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Problem>
    );
  }
  return <>{children(query.data)}</>;
}
