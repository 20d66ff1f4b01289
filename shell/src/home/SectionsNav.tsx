import { useTranslation } from '@manzil/i18n';
import { bareList, clippedAway, vars, zIndex } from '@manzil/ui';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { HOME_SECTIONS } from '../layout/sections.ts';
import { jumpToSection } from '../lib/section-jump.ts';
import { HOME_NS } from './i18n/index.ts';

/* Hidden until a keyboard user tabs into it; then it shows as a bar under the navigation. */
const Nav = styled.nav`
  ${clippedAway}

  &:focus-within {
    position: fixed;
    top: calc(${vars.navHeight} + ${vars.space[2]});
    left: ${vars.space[2]};
    right: ${vars.space[2]};
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    z-index: ${zIndex.nav};
    padding: ${vars.space[2]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.lg};
    white-space: normal;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    ${bareList}
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    color: ${vars.color.text};
    font-weight: 600;
  }
`;

const TARGETS = [...HOME_SECTIONS, 'footer'] as const;

/**
 * Spec 2: the section links for accessibility: a list of in-page links to every section of the home page,
 * first in the tab order after the skip link, shown only while one of them has focus.
 */
export function SectionsNav() {
  const { t } = useTranslation();
  const go = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
    // Move the keyboard to the section too, so the next Tab continues from there.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    void jumpToSection(id);
  };
  return (
    <Nav aria-label={t(`${HOME_NS}:sectionsNav.label`)}>
      <ul>
        {TARGETS.map((id) => (
          <li key={id}>
            <a href={`#${id}`} onClick={go(id)}>
              {id === 'footer' ? t('footer.label') : t(`nav.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
