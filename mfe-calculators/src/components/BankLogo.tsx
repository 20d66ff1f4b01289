import { useTranslation } from '@manzil/i18n';
import { vars } from '@manzil/ui';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[5]};
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[5]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};

  p {
    flex: 1 1 16rem;
    margin: 0;
  }
`;

const Logo = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.primary};
  font-weight: 700;
  font-size: ${vars.fontSize.sm};

  svg {
    flex: none;
  }
`;

/** The calculator's footer (spec 2): the partner bank's logo and a short disclaimer. */
export function CalculatorFooter() {
  const { t } = useTranslation(NS);
  const name = t('footer.bankLogo');
  return (
    <Footer>
      <Logo role="img" aria-label={name}>
        {/* A bank emblem: pediment, columns and base. */}
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path d="M16 3 3 10v3h26v-3z" fill={vars.color.primary} />
          <circle cx="16" cy="8.6" r="1.6" fill={vars.color.accent} />
          <g fill={vars.color.primary}>
            <rect x="6" y="15" width="3" height="9" rx="0.5" />
            <rect x="11.5" y="15" width="3" height="9" rx="0.5" />
            <rect x="17.5" y="15" width="3" height="9" rx="0.5" />
            <rect x="23" y="15" width="3" height="9" rx="0.5" />
            <rect x="3" y="26" width="26" height="3" rx="0.5" />
          </g>
        </svg>
        <span aria-hidden="true">{name}</span>
      </Logo>
      <p>{t('footer.disclaimer')}</p>
    </Footer>
  );
}
