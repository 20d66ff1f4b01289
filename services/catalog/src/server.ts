import { runService } from '@manzil/service-kit';
import catalogService from './app.ts';

// Runs the catalog service alone (distributed mode); the gateway proxies its prefixes to it.
await runService('catalog', catalogService);
