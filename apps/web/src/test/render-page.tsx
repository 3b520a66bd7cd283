import type { MeResponse } from '@kollega/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../app/query-client';
import { theme } from '../app/theme';
import { ME_QUERY_KEY } from '../lib/me';

type RenderPageOptions = { path?: string; me?: MeResponse };

/**
 * Renders one page or screen on its own, with Mantine (test mode), TanStack Query and a router that shows it on
 * every path, so its links and navigation work; resolves once it is shown. For the whole app with its gate, use
 * renderApp.
 */
export async function renderPage(Page: () => ReactNode, { path = '/', me }: RenderPageOptions = {}) {
  const queryClient = createQueryClient();
  if (me) queryClient.setQueryData(ME_QUERY_KEY, me);
  const rootRoute = createRootRoute({ component: Page });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  // Let the router match the path and render, so the page is there when this resolves.
  await act(async () => {
    await router.load();
  });
  return { ...result, router, queryClient };
}
