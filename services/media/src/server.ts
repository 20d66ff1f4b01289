import { runService } from '@manzil/service-kit';
import mediaService from './app.ts';

// Runs the media service alone (distributed mode); the gateway proxies its prefixes to it.
await runService('media', mediaService);
