import './landing-styles';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCheck,
  IconClockHour4,
  IconDeviceLaptop,
  IconLock,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { GUIDES_URL } from '../../lib/paths';
import { ExternalLink } from '../../ui/external-link';
import { Wordmark } from '../../ui/wordmark';
import classes from './landing.module.css';
import { LoginForm } from './login-form';

type Feature = {
  title: string;
  text: string;
  icon: ComponentType<{ size?: number | string; stroke?: number | string; 'aria-hidden'?: boolean | 'true' }>;
};

const FEATURES: readonly Feature[] = [
  {
    title: 'Medarbejdere',
    text: 'Stamdata, ansættelsesforhold, kontrakter og dokumenter for hver medarbejder, samlet ét sted.',
    icon: IconUsers,
  },
  {
    title: 'Møder og aftaler',
    text: 'Planlæg MUS, 1:1-samtaler og lønsamtaler, og se, hvad der blev aftalt, og hvad der mangler.',
    icon: IconCalendarEvent,
  },
  {
    title: 'Udstyr',
    text: 'Hold styr på computere, telefoner og nøgler: hvem har hvad, og hvornår skal det afleveres.',
    icon: IconDeviceLaptop,
  },
  {
    title: 'Tidsregistrering',
    text: 'Medarbejderne registrerer deres daglige arbejdstid, som loven kræver fra 1. juli 2024, også fra mobilen.',
    icon: IconClockHour4,
  },
  {
    title: 'Trygt og på dansk',
    text: 'Hele systemet er på dansk, og følsomme oplysninger som CPR-numre gemmes krypteret.',
    icon: IconShieldLock,
  },
];

const HIGHLIGHTS = [
  'Ét overblik over hele virksomheden',
  'Klar til reglerne om tidsregistrering',
  'Enkelt nok til, at alle kan bruge det',
];

/** The signed-out front page: what Kollega is, and the login. */
export function LandingPage() {
  const year = new Date().getFullYear();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <a href="/" className={classes.homeLink} aria-label="Kollega, til forsiden">
              <Wordmark />
            </a>
            <Group gap="md" wrap="nowrap">
              <ExternalLink href={GUIDES_URL} c="gray.8" fw={500} visibleFrom="xs">
                Guides
              </ExternalLink>
              <Button component="a" href="#log-ind" variant="light">
                Log ind
              </Button>
            </Group>
          </Group>
        </Container>
      </header>

      <main>
        <section className={classes.hero} aria-labelledby="forside-titel">
          <Container size="lg">
            <Grid gap={{ base: 32, md: 56 }} align="center">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  <Badge variant="white" color="kollega" size="lg" radius="sm" w="fit-content">
                    HR til små virksomheder
                  </Badge>
                  <Title order={1} id="forside-titel" className={classes.title}>
                    HR uden bøvl – samlet ét sted
                  </Title>
                  <Text className={classes.lead}>
                    Kollega holder styr på dine medarbejdere, møder og aftaler, udstyr og tidsregistrering. Så
                    bruger du mindre tid på papirarbejde og mere tid på dine kolleger.
                  </Text>
                  <List
                    spacing="xs"
                    icon={
                      <ThemeIcon size={22} radius="xl" color="kollega">
                        <IconCheck size={14} stroke={2.5} aria-hidden="true" />
                      </ThemeIcon>
                    }
                  >
                    {HIGHLIGHTS.map((text) => (
                      <List.Item key={text}>
                        <Text fw={500} c="gray.9">
                          {text}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Paper
                  component="section"
                  id="log-ind"
                  aria-labelledby="log-ind-titel"
                  withBorder
                  shadow="md"
                  radius="lg"
                  p={{ base: 'lg', sm: 'xl' }}
                  className={classes.loginCard}
                >
                  <Stack gap="md">
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon size={40} radius="md" variant="light" color="kollega">
                        <IconLock size={22} stroke={1.75} aria-hidden="true" />
                      </ThemeIcon>
                      <Title order={2} id="log-ind-titel" size="h3">
                        Log ind
                      </Title>
                    </Group>
                    <LoginForm />
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
          </Container>
        </section>

        <section className={classes.features} aria-labelledby="funktioner-titel">
          <Container size="lg">
            <Stack gap={6} mb="xl" maw={640}>
              <Title order={2} id="funktioner-titel" c="kollega.9">
                Det hele ét sted
              </Title>
              <Text c="gray.7" size="lg">
                Alt det, en lille virksomhed skal holde styr på om sine ansatte, uden regneark og løse
                papirer.
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {FEATURES.map(({ title, text, icon: Icon }) => (
                <Paper key={title} withBorder radius="lg" p="lg" className={classes.featureCard}>
                  <Group gap="sm" wrap="nowrap" mb="sm">
                    <ThemeIcon size={40} radius="md" variant="light" color="kollega">
                      <Icon size={22} stroke={1.75} aria-hidden="true" />
                    </ThemeIcon>
                    <Title order={3} size="h4">
                      {title}
                    </Title>
                  </Group>
                  <Text c="gray.7">{text}</Text>
                </Paper>
              ))}
            </SimpleGrid>
          </Container>
        </section>
      </main>

      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="gray.7">
              © {year} Kollega · HR til små danske virksomheder
            </Text>
            <Group gap="md">
              <ExternalLink href={GUIDES_URL} size="sm" c="gray.8">
                Guides
              </ExternalLink>
              <Anchor href="/privatliv" size="sm" c="gray.8">
                Privatliv
              </Anchor>
              <Anchor href="#log-ind" size="sm" c="gray.8">
                Log ind
              </Anchor>
            </Group>
          </Group>
        </Container>
      </footer>
    </div>
  );
}
