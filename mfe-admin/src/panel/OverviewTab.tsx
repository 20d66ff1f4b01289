import { useQuery } from '@manzil/api-client';
import { formatNumber, localePath, useLang, useTranslation } from '@manzil/i18n';
import { Button, vars } from '@manzil/ui';
import styled from 'styled-components';
import { adminKeys, areasApi, emiratesApi, messagesApi, propertiesApi } from '../api/admin-api.ts';
import { Toolbar } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';
import { LoginAlerts } from './LoginAlerts.tsx';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${vars.space[3]};
  margin: 0 0 ${vars.space[6]};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  strong {
    font-size: ${vars.fontSize['2xl']};
    color: ${vars.color.primary};
  }

  span {
    color: ${vars.color.textMuted};
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export type QuickAction = 'addProperty' | 'editContent' | 'messages' | 'export' | 'versions';

/** Overview: live counts (instead of the spec's static 7, 25+, 150+) and quick links. */
export function OverviewTab({ onAction }: { onAction: (action: QuickAction) => void }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const emirates = useQuery({ queryKey: adminKeys.emirates, queryFn: emiratesApi.list });
  const areas = useQuery({ queryKey: adminKeys.areas, queryFn: areasApi.list });
  const properties = useQuery({
    queryKey: ['admin', 'properties', 'count'],
    queryFn: () => propertiesApi.list({ page: 1, limit: 1 }),
  });
  const messages = useQuery({
    queryKey: ['admin', 'messages', 'count'],
    queryFn: () => messagesApi.list(1, 1),
  });

  const count = (value: number | undefined, pending: boolean) =>
    value === undefined ? (pending ? '…' : '—') : formatNumber(value, lang);
  const items = [
    { key: 'emirates', value: emirates.data?.length, pending: emirates.isPending },
    { key: 'areas', value: areas.data?.length, pending: areas.isPending },
    { key: 'properties', value: properties.data?.total, pending: properties.isPending },
    { key: 'messages', value: messages.data?.total, pending: messages.isPending },
  ];

  return (
    <section aria-labelledby="admin-overview-title">
      <Toolbar>
        <h2 id="admin-overview-title">{t('overview.title')}</h2>
      </Toolbar>
      <LoginAlerts />
      <Cards>
        {items.map((item) => (
          <Card key={item.key}>
            <strong>{count(item.value, item.pending)}</strong>
            <span>{t(`overview.${item.key}`)}</span>
          </Card>
        ))}
      </Cards>
      <h3>{t('overview.quickLinks')}</h3>
      <Links>
        <Button $variant="primary" onClick={() => onAction('addProperty')}>
          {t('properties.add')}
        </Button>
        <Button $variant="secondary" onClick={() => onAction('editContent')}>
          {t('website.editContent')}
        </Button>
        <Button $variant="secondary" onClick={() => onAction('messages')}>
          {t('website.messages')}
        </Button>
        <Button $variant="secondary" onClick={() => onAction('export')}>
          {t('website.export')}
        </Button>
        <Button as="a" $variant="ghost" href={localePath('/', lang)}>
          {t('overview.viewSite')}
        </Button>
        <Button as="a" $variant="ghost" href={localePath('/properties', lang)}>
          {t('overview.viewListings')}
        </Button>
      </Links>
    </section>
  );
}
