import { TEMPLATE_MESSAGES as M } from '@kollega/domain';
import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/page-title';
import { useTemplates } from './api/list-templates';

/** /skabeloner (hr-core §2, docs/rules/platform.md#ruling-23): a card per template, by sort order, with its download. */
export function TemplatesPage() {
  usePageTitle(M.pageTitle);
  const templates = useTemplates();
  if (templates.isPending) return <PageLoader />;
  if (templates.isError) return <ErrorState onRetry={() => void templates.refetch()} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{M.pageTitle}</Title>
        <Text c="gray.7">
          Skabeloner til kontrakter og erklæringer, klar til at tilpasse jeres virksomhed.
        </Text>
      </Stack>
      {templates.data.templates.length === 0 ? (
        <Text c="gray.7">{M.empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {templates.data.templates.map((template) => (
            <Paper
              key={template.id}
              withBorder
              radius="lg"
              p="lg"
              component="article"
              aria-label={template.title}
            >
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap="sm">
                  <ThemeIcon variant="light" size={40} radius="md">
                    <IconFileText size={22} aria-hidden="true" />
                  </ThemeIcon>
                  <Title order={2} size="h4">
                    {template.title}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {template.description}
                  </Text>
                </Stack>
                <Button
                  component="a"
                  href={template.url}
                  download={template.fileName}
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  aria-label={`${M.download} ${template.title}`}
                >
                  {M.download}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
