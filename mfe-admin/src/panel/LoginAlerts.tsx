import { useQuery } from '@manzil/api-client';
import { formatNumber, isolate, useLang, useTranslation } from '@manzil/i18n';
import { vars } from '@manzil/ui';
import styled from 'styled-components';
import { call } from '../api/admin-api.ts';
import { NS } from '../i18n/index.ts';

const Alert = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0 0 ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.danger};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.dangerBg};
  color: ${vars.color.danger};

  strong {
    font-size: ${vars.fontSize.lg};
  }

  p {
    margin: 0;
    color: ${vars.color.text};
  }
`;

export const LOGIN_ALERTS_PATH = '/api/admin/auth/alerts';

/**
 * Issue 22: accounts under a password-guessing attack right now (many failed sign-ins in the last 15 minutes),
 * shown on the overview. Nothing shows when there is none, or when the answer fails (the log has it too).
 */
export function LoginAlerts() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const alerts = useQuery({
    queryKey: ['admin', 'auth', 'alerts'],
    queryFn: async () => (await call('GET /api/admin/auth/alerts')).data,
  });
  const accounts = alerts.data?.accounts ?? [];
  if (!accounts.length) return null;
  const minutes = Math.round((alerts.data?.windowSeconds ?? 900) / 60);
  return (
    <Alert role="alert">
      <strong>{t('overview.attackTitle')}</strong>
      {accounts.map((account) => (
        <p key={account.username}>
          {t(account.knownAccount ? 'overview.attackText' : 'overview.attackTextUnknown', {
            username: isolate(account.username, 'ltr'),
            failures: formatNumber(account.failures, lang),
            clients: formatNumber(account.clients, lang),
            minutes: formatNumber(minutes, lang),
          })}
        </p>
      ))}
      <p>{t('overview.attackAdvice')}</p>
    </Alert>
  );
}
