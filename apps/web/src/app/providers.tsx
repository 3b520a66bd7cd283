import '@mantine/core/styles.css';
import './dayjs';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from './session';
import { theme } from './theme';

type AppProvidersProps = { children: ReactNode; queryClient: QueryClient };

/**
 * Mantine (light scheme; no ColorSchemeScript, whose inline script the CSP forbids), TanStack Query and the
 * session. The router sits inside these so its pages can use all three.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
