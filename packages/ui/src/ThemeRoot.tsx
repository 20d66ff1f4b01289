import type { ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.tsx';
import { useDirectionPlugins } from './rtl.ts';

export interface ThemeRootProps {
  dir: 'ltr' | 'rtl';
  children: ReactNode;
  /** Render the GlobalStyle (tokens, reset). Off only for nested roots. */
  globalStyle?: boolean;
}

/**
 * Styles for the page direction. In rtl, stylis-plugin-rtl flips left/right, margins, paddings and the
 * like, so components are written for English only (`/*! @noflip *\/` where something must not flip).
 * The manager is re-mounted (key) when the direction changes, so every style is generated again for it. The
 * plugin is loaded for Arabic pages only (rtl.ts).
 */
export function ThemeRoot({ dir, children, globalStyle = true }: ThemeRootProps) {
  const plugins = useDirectionPlugins(dir);
  return (
    <StyleSheetManager key={dir} stylisPlugins={plugins}>
      {globalStyle ? <GlobalStyle /> : null}
      {children}
    </StyleSheetManager>
  );
}
