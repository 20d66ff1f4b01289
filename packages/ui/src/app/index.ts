export { AppProviders, type AppProvidersProps } from './AppProviders.tsx';
export { DevRoot, type DevRootProps, renderStandalone } from './DevRoot.tsx';
