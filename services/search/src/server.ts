import { runService } from '@manzil/service-kit';
import searchService from './app.ts';

// Runs the search service alone (distributed mode); the gateway proxies its prefixes to it.
await runService('search', searchService);
