import { runService } from '@manzil/service-kit';
import aiService from './app.ts';

// Runs the ai service alone (distributed mode); the gateway proxies its prefixes to it.
await runService('ai', aiService);
