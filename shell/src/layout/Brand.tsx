import { localePath, useLang, useTranslation } from '@manzil/i18n';
import { LogoMark, media, VisuallyHidden, vars } from '@manzil/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCompanyNames } from './company.ts';

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.color.onChrome};
  text-decoration: none;
  min-width: 0;
`;

const Names = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;
  min-width: 0;
`;

/*
 * The admin's name can be long ('Manzil Real Estate'): it takes up to two lines of a size that fits the bar's room
 * at each width, and the name in the other script shows only where the bar has room for both.
 */
const Name = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.md};
  font-weight: 700;
  letter-spacing: 0.01em;

  span {
    display: none;
    color: ${vars.color.chromeAccent};
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.lg};
    font-weight: 600;
    margin-left: ${vars.space[2]};
  }

  /* The narrowest phones: the logo and the bar's buttons keep their size, the name takes a smaller one. */
  ${media.narrowPhone} {
    font-size: ${vars.fontSize.sm};
  }

  @media (min-width: 768px) {
    font-size: ${vars.fontSize.lg};
  }

  @media (min-width: 1440px) {
    font-size: ${vars.fontSize.xl};

    span {
      display: inline;
    }
  }
`;

const Location = styled.span`
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.onChromeMuted};
  letter-spacing: 0.04em;
  white-space: nowrap;
`;

/**
 * Logo mark, the company's name (the site content's, in both scripts, the page's language first) and its location;
 * links to the home page of the current language.
 */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const company = useCompanyNames();
  return (
    // Named by what it shows plus "home page" (a screen reader's name starts with the visible words, so a voice
    // user can say them): no aria-label that would replace the visible text.
    <BrandLink to={localePath('/', lang)} onClick={onNavigate}>
      <LogoMark size={40} />
      <Names>
        <Name>
          {company.name}
          {company.otherName ? <span lang={company.otherLang}>{company.otherName}</span> : null}
        </Name>
        <Location>{company.location}</Location>
      </Names>
      <VisuallyHidden>{t('brand.homePage')}</VisuallyHidden>
    </BrandLink>
  );
}
