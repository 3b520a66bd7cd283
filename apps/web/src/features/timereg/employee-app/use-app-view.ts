import { danishToday } from '@kollega/domain';
import { useCanGoBack, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { type AppView, searchOf, viewFromSearch } from './app-view';

export type AppNavigation = {
  view: AppView;
  /** Opens `next` as a new history entry (Back returns), or in place with `replace`. */
  show: (next: AppView, options?: { replace?: boolean }) => void;
  /**
   * The app's own back arrow and the form's close: the browser's Back when the app has an earlier entry (so the
   * two agree), else `parent` in place, e.g. after a reload on a day.
   */
  back: (parent: AppView) => void;
};

/** The employee app's place, read from and written to the URL (see ./app-view.ts). */
export function useAppNavigation(): AppNavigation {
  // Typed here: the route tree is built at run time, so the router types the search as any.
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const view = useMemo(() => viewFromSearch(search, danishToday()), [search]);

  const show = useCallback(
    (next: AppView, options: { replace?: boolean } = {}) => {
      void navigate({ to: '/', search: searchOf(next), replace: options.replace ?? false });
    },
    [navigate],
  );
  const back = useCallback(
    (parent: AppView) => {
      if (canGoBack) router.history.back();
      else show(parent, { replace: true });
    },
    [canGoBack, router, show],
  );
  return { view, show, back };
}
