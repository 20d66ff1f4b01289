export * from './ai.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './contact.ts';
export * from './content.ts';
export * from './media.ts';
export * from './search.ts';
export * from './services.ts';
