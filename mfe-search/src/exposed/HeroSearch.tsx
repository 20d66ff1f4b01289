import { useLang } from '@manzil/i18n';
import { Button, Field, Input, SearchIcon, VisuallyHidden, vars } from '@manzil/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { heroSearchUrl, type ListingType } from '../lib/search-url.ts';

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

const Toggle = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[1]};
  margin: 0;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceAlt};

  label {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border-radius: ${vars.radius.sm};
    font-weight: 600;
    cursor: pointer;
    color: ${vars.color.text};
  }

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  label:has(input:checked) {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }

  label:has(input:focus-visible) {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The hero search form (first version): listing type and location. Submitting loads the properties page
 * as a full page load (spec 2).
 */
export default function HeroSearch() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const id = useId();
  const [listingType, setListingType] = useState<ListingType>('sale');
  const [location, setLocation] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    window.location.assign(heroSearchUrl({ listingType, location }, lang));
  };

  return (
    <Form role="search" aria-label={t('hero.label')} onSubmit={onSubmit}>
      <Toggle>
        <VisuallyHidden as="legend">{t('hero.listingType')}</VisuallyHidden>
        {(['sale', 'rent'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-listing-type`}
              value={type}
              checked={listingType === type}
              onChange={() => setListingType(type)}
            />
            {t(`hero.${type}`)}
          </label>
        ))}
      </Toggle>
      <Field>
        <label htmlFor={`${id}-location`}>{t('hero.location')}</label>
        <Input
          id={`${id}-location`}
          name="location"
          type="text"
          autoComplete="off"
          placeholder={t('hero.locationPlaceholder')}
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      </Field>
      <Button type="submit" $variant="accent" $size="lg" $fullWidth>
        <SearchIcon size={20} />
        {t('hero.submit')}
      </Button>
    </Form>
  );
}
