import { Outlet } from '@tanstack/react-router';

/** Landing, signup, verify e-mail, forgot password, thank-you and e-mail action pages: no sidebar, no topbar. */
export function PublicLayout() {
  return <Outlet />;
}
