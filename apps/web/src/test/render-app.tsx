import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { FeatureModule } from '../app/feature';
import { features as registeredFeatures } from '../app/features';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { type Session, SessionProvider } from '../app/session';
import { theme } from '../app/theme';

type RenderAppOptions = {
  path?: string;
  session?: Session;
  features?: readonly FeatureModule[];
  signOut?: () => Promise<void>;
};

/** Renders the real router and providers at `path`, with Mantine in test mode (no transitions or portals). */
export function renderApp({
  path = '/',
  session = { status: 'signedOut' },
  features = registeredFeatures,
  signOut,
}: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, features, history });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session} {...(signOut ? { signOut } : {})}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
