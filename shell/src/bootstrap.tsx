import { createQueryClient } from '@manzil/api-client';
import { AppProviders } from '@manzil/ui/app';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { RemoteUnavailableError } from './federation/RemoteSlot.tsx';
import { setupFederation } from './federation/runtime.ts';

// Start reading the remotes file now; the page renders at once and remote slots wait for it.
void setupFederation();

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container, {
  // A remote that is down is expected, handled (its slot shows a fallback) and already logged as a warning.
  onCaughtError(error, info) {
    if (error instanceof RemoteUnavailableError) return;
    console.error(error, info.componentStack);
  },
});
// A transition: React renders the first page in slices of a few milliseconds, yielding between them, instead of
// one long task that would block a phone's main thread (taps, scrolling) until the whole page is built.
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders queryClient={queryClient}>
          <App />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
});
