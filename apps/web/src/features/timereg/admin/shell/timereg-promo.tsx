import { TIMEREG_PROMO_TEXTS, type TimeregPageState, type TimeregPromo } from '@kollega/domain';
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconClockHour4, IconCreditCard } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { paths, timeregPath, UPGRADE_SEARCH } from '../../../../lib/paths';
import { PROMO_HEADINGS, PROMO_POINTS, PROMO_PRICE } from './promo-texts';

type TimeregPromoProps = {
  promo: TimeregPromo;
  action: NonNullable<TimeregPageState['promoAction']>;
  /** 'Kræver tilknyttet betalingskort' shows when there is neither a card nor a trial. */
  cardRequired: boolean;
};

/**
 * What the page shows instead of its tabs (time-registration §2): why, what time registration gives (§1) and
 * the one step to take, 'Kom godt igang' (to the settings) or 'Tilknyt betalingskort' (to /subscription).
 */
export function TimeregPromoScreen({ promo, action, cardRequired }: TimeregPromoProps) {
  const { title, intro } = PROMO_HEADINGS[promo];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="promo-titel"
    >
      <Stack gap="lg" maw={620}>
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconClockHour4 size={28} stroke={1.5} />
        </ThemeIcon>
        <Stack gap="xs">
          <Title order={2} id="promo-titel">
            {title}
          </Title>
          <Text c="gray.7">{intro}</Text>
        </Stack>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={22} radius="xl" color="green.8" aria-hidden="true">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {PROMO_POINTS.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Text fw={600}>{PROMO_PRICE}</Text>
        {cardRequired ? (
          <Group gap={6} wrap="nowrap">
            <IconCreditCard
              size={20}
              stroke={1.75}
              color="var(--mantine-color-orange-9)"
              aria-hidden="true"
            />
            {/* Dark text: Mantine's orange shades are below 4.5:1 on white; the icon carries the colour. */}
            <Text fw={600}>{TIMEREG_PROMO_TEXTS.cardRequired}</Text>
          </Group>
        ) : null}
        <div>
          {action === 'getStarted' ? (
            <Button component={Link} to={timeregPath('settings')} size="md">
              {TIMEREG_PROMO_TEXTS.getStarted}
            </Button>
          ) : (
            <Button component={Link} to={paths.subscription} search={UPGRADE_SEARCH as never} size="md">
              {TIMEREG_PROMO_TEXTS.attachCard}
            </Button>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
