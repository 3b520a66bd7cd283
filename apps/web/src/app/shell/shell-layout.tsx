import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, Outlet, rootRouteId, useRouteContext } from '@tanstack/react-router';
import { IMPERSONATION_BANNER_HEIGHT, ImpersonationBanner } from '../../features/admin/impersonation-banner';
import { BillingBanners } from '../../features/billing/billing-banners';
import { CompanyClosedBanner } from '../../features/company/closure/company-closed-banner';
import { NotificationBell } from '../../features/notifications/public';
import { Wordmark } from '../../ui/wordmark';
import { useSession } from '../session';
import classes from './shell.module.css';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';
import { visibleNav } from './visible-nav';

/**
 * The signed-in app (hr-core §2): topbar with the wordmark and the user menu, sidebar built from the registered
 * features, the page in the middle. Under the `sm` breakpoint the sidebar folds into a burger menu.
 */
export function ShellLayout() {
  const session = useSession();
  const nav = useRouteContext({ from: rootRouteId, select: (context) => context.nav });
  const [opened, { toggle, close }] = useDisclosure(false);

  // The gate (../gate.tsx) only shows the shell to users of the admin app; this is a second wall.
  if (session.status !== 'signedIn') return <Navigate to="/" replace />;
  const impersonating = session.me.impersonatedBy !== null;
  // Billing banners for admins of a company with billing on (docs/rules/billing.md#ruling-27: none with BILLING=off).
  const company = session.me.company;
  const billingBanners = company !== null && company.billing !== false && session.user.role === 'admin';

  return (
    <AppShell
      header={{ height: 60 + (impersonating ? IMPERSONATION_BANNER_HEIGHT : 0) }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <a href="#indhold" className={classes.skipLink}>
        Spring til indhold
      </a>
      <AppShell.Header>
        {impersonating ? <ImpersonationBanner /> : null}
        <Group h={60} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Luk menu' : 'Åbn menu'}
              aria-expanded={opened}
              aria-controls="hovedmenu"
            />
            <Link to="/" className={classes.homeLink} aria-label="Kollega, til forsiden">
              <Wordmark size="sm" />
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationBell />
            <UserMenu user={session.user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="hovedmenu" p="sm" aria-label="Hovedmenu" className={classes.navbar}>
        <SidebarNav items={visibleNav(nav, session.user)} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="indhold" tabIndex={-1} className={classes.main}>
        <CompanyClosedBanner />
        <BillingBanners enabled={billingBanners} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
