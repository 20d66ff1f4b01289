import { preloadStartupFiles } from './startup-preloads.ts';

// In tasks of their own: the entry script's first task (the federation runtime starting) is long enough.
setTimeout(() => void preloadStartupFiles(), 0);
// The async boundary Module Federation needs: shared modules are negotiated before the app's code runs.
import('./bootstrap.tsx');
