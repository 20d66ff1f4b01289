import { localePath, useLang, useTranslation } from '@manzil/i18n';
import { CalculatorIcon, Skeleton, useStartWhen, vars } from '@manzil/ui';
import { Panel } from '@manzil/ui/panel';
import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { loadMortgageCard, type MortgageCardModule, type MortgageCardProps } from '../remote/calculators.ts';

/** How the card is loaded: the federation runtime in the app, a fake in tests. */
export const MortgageCardLoaderContext = createContext<() => Promise<MortgageCardModule>>(loadMortgageCard);

const Fallback = styled(Panel)`

  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    font-weight: 600;
  }
`;

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('The mortgage card is unavailable; showing its fallback', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function PlainFallback() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  return (
    <Fallback $gap={3} role="note">
      <p>{t('mortgageFallback')}</p>
      <a href={localePath('/#calculator', lang)}>
        <CalculatorIcon size={18} />
        {t('mortgageFallbackLink')}
      </a>
    </Fallback>
  );
}

/** Cards already loaded, by loader: a second listing shows its card at once, without the skeleton. */
const loaded = new WeakMap<() => Promise<MortgageCardModule>, ComponentType<MortgageCardProps>>();

type SlotState = { card: ComponentType<MortgageCardProps> | null; failed: boolean };

/**
 * The mortgage card of the calculators remote, with a sized skeleton while it loads and a plain fallback (a link
 * to the home page calculator) when that remote is down or its card fails: the property page never depends on it.
 */
export function MortgageCardSlot(props: MortgageCardProps) {
  const load = useContext(MortgageCardLoaderContext);
  const [state, setState] = useState<SlotState>(() => ({ card: loaded.get(load) ?? null, failed: false }));
  // Below the details on a phone: fetched when it comes near the viewport, not with the photos.
  const [started, anchor] = useStartWhen(loaded.has(load) ? 'now' : 'visible');
  useEffect(() => {
    if (!started) return;
    const known = loaded.get(load);
    if (known) {
      setState({ card: known, failed: false });
      return;
    }
    let live = true;
    load().then(
      (module) => {
        loaded.set(load, module.default);
        if (live) setState({ card: module.default, failed: false });
      },
      (error: unknown) => {
        console.warn('The mortgage card is unavailable; showing its fallback', error);
        if (live) setState({ card: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [load, started]);

  if (state.failed) return <PlainFallback />;
  const Card = state.card;
  if (!Card)
    return (
      <div ref={anchor}>
        <Skeleton $height="220px" $radius="lg" />
      </div>
    );
  return (
    <Boundary fallback={<PlainFallback />}>
      <Card {...props} />
    </Boundary>
  );
}
