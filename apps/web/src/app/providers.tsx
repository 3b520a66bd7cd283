import './first-paint-styles';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

type AppProvidersProps = { children: ReactNode; queryClient: QueryClient };

/**
 * Mantine (light scheme; no ColorSchemeScript, whose inline script the CSP forbids) and TanStack Query, which
 * also holds the session (GET /api/me, see ./session.tsx). The router sits inside these so its pages can use both.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
