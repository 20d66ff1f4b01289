import { runService } from '@manzil/service-kit';
import authService from './app.ts';

// Runs the auth service alone (distributed mode); the gateway proxies its prefixes to it.
await runService('auth', authService);
