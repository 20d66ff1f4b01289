import { APP_START_FAILED_EVENT } from '@manzil/contracts/server-render';
import { runInTasks } from './startup/run-in-tasks.ts';
import { adoptServerStyles, holdServerStyles } from './startup/server-styles.ts';

/**
 * The shell starts in steps, each in a task of its own, so a phone's main thread is never blocked for the whole
 * start-up at once: the large libraries are evaluated one by one, then the page is taken over
 * (`startup/takeover.tsx`, in steps too). Their files are already on their way: the gateway lists them in the
 * page (the build's startup-files.json) and src/index.ts asks for them all at once.
 */
void runInTasks([
  () => import('react-dom/client'),
  // The server's style sheet is used as it is, not written again (startup/server-styles.ts).
  async () => {
    const held = holdServerStyles();
    adoptServerStyles(await import('styled-components'), held);
  },
  () => import('@manzil/i18n'),
  () => import('@manzil/ui'),
  () => import('@manzil/api-client'),
  async () => {
    const { takeOver } = await import('./startup/takeover.tsx');
    await takeOver();
  },
]).catch((error: unknown) => {
  // A file that did not load (offline, a new release): the server's markup stays a working page (its links work;
  // the gateway's loader, told so, stops holding taps back).
  console.error('The app could not start', error);
  document.dispatchEvent(new Event(APP_START_FAILED_EVENT));
});
