import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

// The app's one query client. This module is loaded on demand (with-queries.tsx), so TanStack
// Query stays out of the first page's JavaScript (decision 0030).
const queryClient = createQueryClient();

/** Gives its children the app's query client, unless a client is already given (a test's). */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
