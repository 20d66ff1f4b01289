import { createContext, type ReactNode, useContext } from 'react';
import type { QueryClient } from './client.ts';

const QueryClientContext = createContext<QueryClient | null>(null);

/** Gives the components below it the page's query client. */
export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('No query client here: render the component inside <QueryClientProvider>');
  return client;
}
