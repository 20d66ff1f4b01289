export * from './catalog.ts';
export * from './services.ts';
