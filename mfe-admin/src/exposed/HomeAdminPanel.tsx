import { Container, ShieldIcon, vars } from '@manzil/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Card = styled.section`
  margin: ${vars.space[8]} auto;
  max-width: 560px;
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.accent};
  border-radius: ${vars.radius.lg};

  h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    font-size: ${vars.fontSize.xl};
  }

  p:last-child {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

export interface HomeAdminPanelProps {
  /** Shown regardless of the URL (the shell opens it with Ctrl+Shift+A). */
  visible?: boolean;
}

/**
 * The hidden home-page content panel (spec 2, 6): shown with ?admin=true or when the shell asks for it.
 * First version: the password gate text; the editor comes with the admin issue.
 */
export default function HomeAdminPanel({ visible }: HomeAdminPanelProps) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  if (!visible && params.get('admin') !== 'true') return null;
  return (
    <Container>
      <Card aria-labelledby="home-admin-title">
        <h2 id="home-admin-title">
          <ShieldIcon size={22} />
          {t('homePanel.title')}
        </h2>
        <p>{t('homePanel.text')}</p>
        <p>{t('homePanel.soon')}</p>
      </Card>
    </Container>
  );
}
