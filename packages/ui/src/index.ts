export { Badge, type BadgeTone } from './components/Badge.ts';
export {
  Button,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
} from './components/Button.tsx';
export { Dialog, type DialogProps, type DialogSize, useModalDialog } from './components/Dialog.tsx';
export { Drawer, type DrawerProps } from './components/Drawer.tsx';
export { AssistantFab, Fab } from './components/Fab.ts';
export { Field, Input } from './components/Form.ts';
export {
  bareList,
  Container,
  clippedAway,
  PageColumn,
  SkipLink,
  SpreadRow,
  VisuallyHidden,
} from './components/Layout.ts';
export { Skeleton } from './components/Skeleton.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner.tsx';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs.tsx';
export {
  TOAST_DURATION_MS,
  type ToastInput,
  type ToastItem,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toast,
  useToastStore,
} from './components/Toast.tsx';
export { GlobalStyle, globalCss } from './GlobalStyle.tsx';
export * from './icons/index.tsx';
export { afterPageLoad } from './loading/afterPageLoad.ts';
export {
  HydrationPart,
  hydrationPartsPending,
  onHydrationPartsSettled,
} from './loading/HydrationPart.tsx';
export { renderWhenNear } from './loading/renderWhenNear.ts';
export { useDebounced } from './loading/useDebounced.ts';
export { useHydrated } from './loading/useHydrated.ts';
export { type StartTiming, useStartWhen, VISIBLE_MARGIN } from './loading/useStartWhen.ts';
export { loadRtlPlugins } from './rtl.ts';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot.tsx';
export { contrastRatio } from './tokens/contrast.ts';
export {
  breakpoints,
  type ColorName,
  colorProperty,
  darkColors,
  fontSize,
  fonts,
  lightColors,
  media,
  NAV_HEIGHT,
  radius,
  space,
  tokensCss,
  vars,
  zIndex,
} from './tokens/index.ts';
