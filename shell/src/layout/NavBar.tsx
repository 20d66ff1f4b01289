import { useFavourites, useSiteContent } from '@manzil/api-client';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import {
  Button,
  Container,
  Drawer,
  HeartIcon,
  IconButton,
  MenuIcon,
  PhoneIcon,
  vars,
  zIndex,
} from '@manzil/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { HOME_SECTIONS, telHref } from './sections.ts';

// Below this width the section links move into the drawer.
const DESKTOP = '@media (min-width: 1180px)';

const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${zIndex.nav};
  height: ${vars.navHeight};
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};
  border-bottom: 1px solid ${vars.color.chromeAlt};
  box-shadow: ${vars.shadow.sm};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  height: 100%;
`;

const DesktopNav = styled.nav`
  display: none;
  margin-left: auto;

  ${DESKTOP} {
    display: block;
  }
`;

const LinkList = styled.ul<{ $vertical?: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$vertical ? 'column' : 'row')};
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.onChrome};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${vars.color.chromeAlt};
    color: ${vars.color.chromeAccent};
  }
`;

const DrawerLink = styled(NavLink)`
  font-size: ${vars.fontSize.lg};
  padding: 0 ${vars.space[2]};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-left: auto;

  ${DESKTOP} {
    margin-left: 0;
  }
`;

const DesktopOnly = styled.span`
  display: none;

  @media (min-width: 768px) {
    display: contents;
  }
`;

const MenuButtonWrap = styled.span`
  display: contents;

  ${DESKTOP} {
    display: none;
  }
`;

const DrawerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[6]};
  border-top: 1px solid ${vars.color.chromeAlt};
`;

function NavLinks({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const home = localePath('/', lang);
  const Item = vertical ? DrawerLink : NavLink;
  return (
    <LinkList $vertical={vertical}>
      {HOME_SECTIONS.map((section) => (
        <li key={section}>
          <Item to={`${home}#${section}`} onClick={onNavigate}>
            {t(`nav.${section}`)}
          </Item>
        </li>
      ))}
      <li>
        <Item to={localePath('/properties', lang)} onClick={onNavigate}>
          {t('nav.properties')}
        </Item>
      </li>
    </LinkList>
  );
}

const SavedLink = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${vars.radius.pill};
  color: ${vars.color.onChrome};

  &:hover {
    background: ${vars.color.chromeAlt};
    color: ${vars.color.chromeAccent};
  }

  span {
    position: absolute;
    top: 2px;
    right: 0;
    min-width: 20px;
    height: 20px;
    padding: 0 5px;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
    font-size: 12px;
    font-weight: 800;
    line-height: 20px;
    text-align: center;
  }
`;

/** The saved homes (the hearts of this browser), with how many there are. */
function SavedHomes() {
  const { t } = useTranslation();
  const lang = useLang();
  const count = useFavourites().length;
  return (
    <SavedLink
      to={localePath('/favourites', lang)}
      aria-label={count > 0 ? t('nav.savedCount', { count }) : t('nav.saved')}
      title={t('nav.saved')}
    >
      <HeartIcon size={22} />
      {count > 0 ? <span aria-hidden="true">{count > 99 ? '99+' : count}</span> : null}
    </SavedLink>
  );
}

function CallNow() {
  const { t } = useTranslation();
  const { content } = useSiteContent();
  if (!content.callButton.enabled || !content.callButton.number) return null;
  return (
    <Button as="a" href={telHref(content.callButton.number)} $variant="accent" $size="md">
      <PhoneIcon size={18} />
      {t('nav.callNow')}
    </Button>
  );
}

/** The fixed navigation bar; on small screens its links move to a drawer on the end side. */
export function NavBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Bar>
      <Inner $width="wide">
        <Brand />
        <DesktopNav aria-label={t('nav.label')}>
          <NavLinks />
        </DesktopNav>
        <Actions>
          <SavedHomes />
          <LanguageSwitch />
          <DesktopOnly>
            <CallNow />
          </DesktopOnly>
          <MenuButtonWrap>
            <IconButton
              label={t('nav.openMenu')}
              variant="onDark"
              aria-expanded={open}
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          </MenuButtonWrap>
        </Actions>
      </Inner>
      <Drawer open={open} onClose={close} title={t('nav.menuTitle')} closeLabel={t('nav.closeMenu')}>
        <nav aria-label={t('nav.label')}>
          <NavLinks vertical onNavigate={close} />
        </nav>
        <DrawerActions>
          <CallNow />
        </DrawerActions>
      </Drawer>
    </Bar>
  );
}
