import { CHECKLIST_MESSAGES, type ChecklistKind, type ChecklistTab, formatDate } from '@kollega/domain';
import { Badge, Button, Group, Menu, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { paths } from '../../../lib/paths';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import phoneCards from '../../../ui/phone-cards.module.css';
import { useCreateChecklist } from '../api/create-checklist';
import { useChecklists } from '../api/get-checklists';
import { ChecklistFormModal } from '../checklist-form-modal';
import { checklistPath } from '../checklist-paths';
import { ChecklistProgress } from './checklist-progress';

const EMPTY: Record<ChecklistTab, string> = {
  onboarding: CHECKLIST_MESSAGES.emptyOnboarding,
  offboarding: CHECKLIST_MESSAGES.emptyOffboarding,
  templates: CHECKLIST_MESSAGES.emptyTemplates,
};

type Creating = { kind: ChecklistKind; isTemplate: boolean; title: string } | null;

/**
 * /onboarding-offboarding (hr-core §2): tabs Onboarding, Offboarding and Skabeloner, each a list with title,
 * Vedrørende, progress, date and whether it is completed; 'Ny onboarding', 'Ny offboarding', 'Ny skabelon'.
 */
export function ChecklistsPage() {
  usePageTitle(CHECKLIST_MESSAGES.pageTitle);
  const navigate = useNavigate();
  const [tab, setTab] = useState<ChecklistTab>('onboarding');
  const [creating, setCreating] = useState<Creating>(null);
  const list = useChecklists(tab);
  const create = useCreateChecklist();

  const open = (kind: ChecklistKind, isTemplate: boolean) =>
    setCreating({
      kind,
      isTemplate,
      title: isTemplate
        ? CHECKLIST_MESSAGES.newTemplate
        : kind === 'onboarding'
          ? CHECKLIST_MESSAGES.newOnboarding
          : CHECKLIST_MESSAGES.newOffboarding,
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>
          {/* 'Onboarding/offboarding' is one word to the browser, wider than a phone at h1 size: it may break
              after the slash (issue 24). */}
          {CHECKLIST_MESSAGES.pageTitle.split('/').map((part, index) => (
            <Fragment key={part}>
              {index > 0 ? (
                <>
                  /<wbr />
                </>
              ) : null}
              {part}
            </Fragment>
          ))}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={paths.myTasks} variant="default">
            {CHECKLIST_MESSAGES.myTasks}
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => open('onboarding', false)}
          >
            {CHECKLIST_MESSAGES.newOnboarding}
          </Button>
          <Button variant="light" onClick={() => open('offboarding', false)}>
            {CHECKLIST_MESSAGES.newOffboarding}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
                {CHECKLIST_MESSAGES.newTemplate}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => open('onboarding', true)}>Skabelon til onboarding</Menu.Item>
              <Menu.Item onClick={() => open('offboarding', true)}>Skabelon til offboarding</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => setTab((value as ChecklistTab) ?? 'onboarding')}>
        <Tabs.List aria-label={CHECKLIST_MESSAGES.pageTitle}>
          <Tabs.Tab value="onboarding">{CHECKLIST_MESSAGES.tabOnboarding}</Tabs.Tab>
          <Tabs.Tab value="offboarding">{CHECKLIST_MESSAGES.tabOffboarding}</Tabs.Tab>
          <Tabs.Tab value="templates">{CHECKLIST_MESSAGES.tabTemplates}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {list.isPending ? (
            <PageLoader />
          ) : list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Text ta="center" fw={600}>
                {EMPTY[tab]}
              </Text>
            </Paper>
          ) : (
            <Paper withBorder radius="lg">
              {/* On a phone each checklist is a card (issue 24, decision 036). */}
              <Table highlightOnHover verticalSpacing="sm" className={phoneCards.table}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Titel</Table.Th>
                    <Table.Th>{tab === 'templates' ? 'Type' : CHECKLIST_MESSAGES.regarding}</Table.Th>
                    <Table.Th>{tab === 'templates' ? 'Opgaver' : 'Fremskridt'}</Table.Th>
                    <Table.Th>Dato</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Link to={checklistPath(item)}>{item.title}</Link>
                          {item.isTemplate ? (
                            <Badge variant="outline" size="sm">
                              {CHECKLIST_MESSAGES.templateTag}
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {tab === 'templates'
                          ? item.kind === 'onboarding'
                            ? CHECKLIST_MESSAGES.tabOnboarding
                            : CHECKLIST_MESSAGES.tabOffboarding
                          : (item.regarding?.name ?? '–')}
                      </Table.Td>
                      <Table.Td>
                        <ChecklistProgress {...item} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {item.date ? formatDate(item.date) : '–'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {list.data.total > list.data.items.length ? (
                <Text size="sm" c="gray.7" p="md">
                  Viser de første {list.data.items.length} af {list.data.total}.
                </Text>
              ) : null}
            </Paper>
          )}
        </Tabs.Panel>
      </Tabs>
      <ChecklistFormModal
        opened={creating !== null}
        onClose={() => setCreating(null)}
        title={creating?.title ?? ''}
        submitLabel="Opret"
        kind={creating?.kind ?? 'onboarding'}
        isTemplate={creating?.isTemplate ?? false}
        pending={create.isPending}
        onSubmit={(input, { onError }) =>
          create.mutate(input, {
            onSuccess: async (created) => {
              setCreating(null);
              await navigate({ to: checklistPath(created) });
            },
            onError,
          })
        }
      />
    </Stack>
  );
}
