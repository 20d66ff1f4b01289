import { runService } from '@manzil/service-kit';
import notificationsService from './app.ts';

// Runs the notifications service alone (distributed mode); the gateway proxies its prefixes to it.
await runService('notifications', notificationsService);
