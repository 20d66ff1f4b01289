import type { ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { GlobalStyle } from './GlobalStyle.ts';

const RTL_PLUGINS = [rtlPlugin];
const NO_PLUGINS: [] = [];

export interface ThemeRootProps {
  dir: 'ltr' | 'rtl';
  children: ReactNode;
  /** Render the GlobalStyle (tokens, reset). Off only for nested roots. */
  globalStyle?: boolean;
}

/**
 * Styles for the page direction. In rtl, stylis-plugin-rtl flips left/right, margins, paddings and the
 * like, so components are written for English only (`/*! @noflip *\/` where something must not flip).
 * The manager is re-mounted (key) when the direction changes, so every style is generated again for it.
 */
export function ThemeRoot({ dir, children, globalStyle = true }: ThemeRootProps) {
  return (
    <StyleSheetManager key={dir} stylisPlugins={dir === 'rtl' ? RTL_PLUGINS : NO_PLUGINS}>
      {globalStyle ? <GlobalStyle /> : null}
      {children}
    </StyleSheetManager>
  );
}
