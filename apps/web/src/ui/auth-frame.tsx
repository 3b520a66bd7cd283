import { Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './auth-frame.module.css';
import { usePageTitle } from './page-title';
import { Wordmark } from './wordmark';

type AuthFrameProps = {
  /** The page's one h1. */
  title: string;
  /** A short lead under the title. */
  description?: ReactNode;
  /** sm for short forms (login, password), md for longer ones (account setup). */
  width?: 'sm' | 'md';
  /** Above the page: the impersonation banner, for instance. */
  banner?: ReactNode;
  children: ReactNode;
};

const widths = { sm: 460, md: 720 };

/**
 * The frame of the pages without the app shell (signup, e-mail actions, forgot password, account setup and the
 * other screens shown before the app): the wordmark on top and one centred card with the page in it.
 */
export function AuthFrame({ title, description, width = 'sm', banner, children }: AuthFrameProps) {
  usePageTitle(title);
  return (
    <div className={classes.page}>
      {banner}
      <header className={classes.header}>
        <Link to="/" className={classes.homeLink} aria-label="Kollega, til forsiden">
          <Wordmark />
        </Link>
      </header>
      <main className={classes.main}>
        <Paper
          withBorder
          shadow="md"
          radius="lg"
          p={{ base: 'lg', sm: 'xl' }}
          maw={widths[width]}
          className={classes.card}
        >
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} size="h2" c="kollega.9">
                {title}
              </Title>
              {description ? <Text c="gray.7">{description}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
