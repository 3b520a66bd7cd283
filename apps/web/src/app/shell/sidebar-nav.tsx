import { NavLink, Stack, VisuallyHidden } from '@mantine/core';
import { IconBook2, IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { GUIDES_URL } from '../../lib/paths';
import type { FeatureNav } from '../feature';
import classes from './shell.module.css';

function isActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

type SidebarNavProps = {
  items: readonly FeatureNav[];
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate: () => void;
};

export function SidebarNav({ items, onNavigate }: SidebarNavProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <>
      <Stack gap={4} flex={1}>
        {items.map((item) => {
          const Icon = item.icon;
          const active = isActive(pathname, item.to);
          return (
            <NavLink
              key={item.to}
              className={classes.navLink}
              label={item.label}
              leftSection={<Icon size={20} stroke={1.75} aria-hidden="true" />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              renderRoot={(props) => <Link to={item.to} {...props} />}
            />
          );
        })}
      </Stack>
      <NavLink
        className={classes.navLink}
        component="a"
        href={GUIDES_URL}
        target="_blank"
        rel="noopener noreferrer"
        label={
          <>
            Guides<VisuallyHidden> (åbner i en ny fane)</VisuallyHidden>
          </>
        }
        leftSection={<IconBook2 size={20} stroke={1.75} aria-hidden="true" />}
        rightSection={<IconExternalLink size={16} stroke={1.75} aria-hidden="true" />}
      />
    </>
  );
}
