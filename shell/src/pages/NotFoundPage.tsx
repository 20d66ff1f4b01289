import { useSiteContent } from '@manzil/api-client';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import {
  ArrowLeftIcon,
  Button,
  bareList,
  Container,
  MailIcon,
  PhoneIcon,
  SearchIcon,
  vars,
} from '@manzil/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { telHref } from '../layout/sections.ts';

const Wrapper = styled(Container)`
  padding-top: ${vars.space[16]};
  padding-bottom: ${vars.space[16]};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: clamp(4rem, 3rem + 6vw, 7rem);
  font-weight: 700;
  line-height: 1;
  color: ${vars.color.accentText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  margin: ${vars.space[8]} 0 ${vars.space[12]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  text-align: start;

  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Card = styled.section`
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  h2 {
    font-size: ${vars.fontSize.lg};
  }

  ul {
    display: grid;
    gap: ${vars.space[2]};
    ${bareList}
  }

  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
`;

const POPULAR: { key: string; path: string }[] = [
  { key: 'sale', path: '/properties?listingType=sale' },
  { key: 'rent', path: '/properties?listingType=rent' },
  { key: 'saadiyat', path: '/properties/location/saadiyat-island' },
  { key: 'yas', path: '/properties/location/yas-island' },
  { key: 'reem', path: '/properties/location/al-reem-island' },
];

/** Spec 2: Back to Home, Browse Properties, contact phone and email, popular-search links. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { company } = useSiteContent().content;
  return (
    <Wrapper $width="narrow">
      <Code aria-hidden="true">404</Code>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <Actions>
        <Button as={Link} to={localePath('/', lang)} $variant="primary" $size="lg">
          <ArrowLeftIcon size={18} />
          {t('notFound.backHome')}
        </Button>
        <Button as={Link} to={localePath('/properties', lang)} $variant="secondary" $size="lg">
          <SearchIcon size={18} />
          {t('notFound.browse')}
        </Button>
      </Actions>
      <Columns>
        <Card aria-labelledby="not-found-contact">
          <h2 id="not-found-contact">{t('notFound.contactTitle')}</h2>
          <ul>
            <li>
              <PhoneIcon size={18} />
              <span>{t('notFound.phone')}:</span>
              <a href={telHref(company.phone)}>
                <bdi dir="ltr">{company.phone}</bdi>
              </a>
            </li>
            <li>
              <MailIcon size={18} />
              <span>{t('notFound.email')}:</span>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
          </ul>
        </Card>
        <Card aria-labelledby="not-found-popular">
          <h2 id="not-found-popular">{t('notFound.popularTitle')}</h2>
          <ul>
            {POPULAR.map(({ key, path }) => (
              <li key={key}>
                <Link to={localePath(path, lang)}>{t(`notFound.popular.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </Card>
      </Columns>
    </Wrapper>
  );
}
