import { runService } from '@manzil/service-kit';
import contentService from './app.ts';

// Runs the content service alone (distributed mode); the gateway proxies its prefixes to it.
await runService('content', contentService);
