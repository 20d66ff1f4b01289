import { runService } from '@manzil/service-kit';
import contactService from './app.ts';

// Runs the contact service alone (distributed mode); the gateway proxies its prefixes to it.
await runService('contact', contactService);
