import { FIRST_EMPLOYEE_PROMPT_MAX } from '@kollega/domain';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { paths } from '../../../lib/paths';

/** hr-core §2: while the company has 1 or fewer employees, a prompt to create the first one. */
export function FirstEmployeePrompt() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="dashboard-foerste-medarbejder">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" color="kollega">
          <IconUserPlus size={26} stroke={1.75} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap="xs">
          <Title order={2} size="h4" id="dashboard-foerste-medarbejder">
            Opret din første medarbejder
          </Title>
          <Text size="sm" c="gray.8">
            Når medarbejderne er oprettet, samler Kollega aftaler, udstyr, onboarding, fravær og mærkedage
            her.
          </Text>
          <Group>
            <Button
              component={Link}
              to={paths.employees}
              search={{ ny: '1' } as never}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              Opret medarbejder
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** hr-core §2: the prompt while the company has 1 or fewer employees, once the dashboard has said so. */
export function FirstEmployeeBlock({ data }: DashboardBlockProps) {
  return data && data.employeeCount <= FIRST_EMPLOYEE_PROMPT_MAX ? <FirstEmployeePrompt /> : null;
}
