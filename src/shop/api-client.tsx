// The shop's request client, created when the app starts the shop and handed down to every screen.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../lib/api/request';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The current shop's request client: its calls, its query keys and its effects. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient is used outside the shop (no ApiClientProvider above it)');
  return client;
}
