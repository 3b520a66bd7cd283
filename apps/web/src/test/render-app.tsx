import type { MeResponse } from '@kollega/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { FeatureModule } from '../app/feature';
import { features as registeredFeatures } from '../app/features';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { theme } from '../app/theme';
import { ME_QUERY_KEY } from '../lib/me';

type RenderAppOptions = {
  path?: string;
  /** The answer of GET /api/me, put in the cache; without it the app asks `fetch` (stub it). */
  me?: MeResponse;
  features?: readonly FeatureModule[];
};

/** Renders the real router and providers at `path`, with Mantine in test mode (no transitions or portals). */
export function renderApp({ path = '/', me, features = registeredFeatures }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  if (me) queryClient.setQueryData(ME_QUERY_KEY, me);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, features, history, preload: false });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
