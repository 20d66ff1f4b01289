import { featureLabel } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Button, bareList, CloseIcon, Input, vars } from '@manzil/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Hint } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';
import { addFeature } from '../lib/validation.ts';

const Row = styled.div`
  display: flex;
  gap: ${vars.space[2]};

  input {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  ${bareList}
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding-inline-start: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceAlt};

  button {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: ${vars.radius.pill};
    background: transparent;
    color: ${vars.color.text};
    cursor: pointer;
  }

  button:hover {
    background: ${vars.color.border};
  }
`;

/** Spec 5: features typed one by one; Enter or Add adds one, empty (after trim) is ignored; each removable. */
export function FeaturesField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (features: string[]) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const id = useId();
  const [typed, setTyped] = useState('');
  const add = () => {
    onChange(addFeature(value, typed));
    setTyped('');
  };
  return (
    <div>
      <label htmlFor={`${id}-input`}>{t('fields.features')}</label>
      <Row>
        <Input
          id={`${id}-input`}
          value={typed}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button $variant="secondary" onClick={add}>
          {t('properties.addFeature')}
        </Button>
      </Row>
      <Hint id={`${id}-hint`}>{t('properties.featureHint')}</Hint>
      {value.length ? (
        <Chips aria-label={t('fields.features')}>
          {value.map((feature) => (
            <Chip key={feature}>
              {featureLabel(feature, lang)}
              <button
                type="button"
                aria-label={t('properties.removeFeature', { name: featureLabel(feature, lang) })}
                onClick={() => onChange(value.filter((item) => item !== feature))}
              >
                <CloseIcon size={16} />
              </button>
            </Chip>
          ))}
        </Chips>
      ) : null}
    </div>
  );
}
