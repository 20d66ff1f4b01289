import { localizeSiteContent, useSiteContent } from '@manzil/api-client';
import { permitCheckUrl, permitQrPath } from '@manzil/contracts';
import { useLang, useTranslation } from '@manzil/i18n';
import { ShieldIcon, vars } from '@manzil/ui';
import { Panel } from '@manzil/ui/panel';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Card = styled(Panel)`
  grid-template-columns: 1fr auto;
  gap: ${vars.space[3]} ${vars.space[4]};
  align-items: start;

  dl {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
  }

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
  }

  dd {
    margin: 0;
    font-weight: 700;
  }

  a {
    color: ${vars.color.primary};
    font-size: ${vars.fontSize.sm};
    font-weight: 700;
  }

  p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

/** The code sits on white in both themes: a scanner needs dark modules on a light ground. */
const Code = styled.a`
  grid-row: 1 / span 3;
  grid-column: 2;
  display: block;
  padding: 6px;
  border-radius: ${vars.radius.md};
  background: #ffffff;
  line-height: 0;

  img {
    width: 112px;
    height: 112px;
    /* A PNG of about 224 pixels: square modules on a screen of three device pixels a CSS pixel too. */
    image-rendering: pixelated;
  }
`;

/**
 * The listing's advertising permit (ADREC Madhmoun) with the QR code the catalog draws for it, opening the
 * regulator's check, and the agency's broker licence from the site content.
 */
export function PermitCard({ id, permitNumber }: { id: number; permitNumber: string | null }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { content } = useSiteContent();
  const company = localizeSiteContent(content, lang).company;
  const checkUrl = permitNumber ? permitCheckUrl(permitNumber, content.company.permitCheckUrl) : null;
  return (
    <Card $padding={[5, 6]} $titleSize="md" $iconColor={vars.color.success} aria-labelledby="permit-title">
      <h2 id="permit-title">
        <ShieldIcon size={18} />
        {t('permit.title')}
      </h2>
      {permitNumber && checkUrl ? (
        <Code href={checkUrl} target="_blank" rel="noopener noreferrer">
          <img
            src={permitQrPath(id, 'png')}
            alt={t('permit.qr', { permit: permitNumber })}
            width={112}
            height={112}
            loading="lazy"
            decoding="async"
          />
        </Code>
      ) : null}
      <dl>
        <div>
          <dt>{t('permit.number')}</dt>
          <dd>{permitNumber ? <bdi dir="ltr">{permitNumber}</bdi> : t('permit.pending')}</dd>
        </div>
        {company.license ? (
          <div>
            <dt>{t('permit.licence')}</dt>
            <dd>{company.license}</dd>
          </div>
        ) : null}
      </dl>
      {checkUrl ? (
        <a href={checkUrl} target="_blank" rel="noopener noreferrer">
          {t('permit.check')}
        </a>
      ) : (
        <p>{t('permit.pendingText')}</p>
      )}
    </Card>
  );
}
