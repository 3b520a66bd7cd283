import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/**
 * 'Download databehandleraftale' on the company page (issue 33, decision 051): the agreement between the company
 * and the seller, a PDF the server draws from what Kollega stores and the configured sub-processors.
 */
export function DpaDownloadButton() {
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" style={{ flex: '1 1 260px' }}>
        Aftalen mellem jer (dataansvarlig) og Kollega (databehandler): hvilke oplysninger Kollega behandler,
        hvilke underdatabehandlere der bruges, og hvordan data beskyttes og slettes.
      </Text>
      <Button
        component="a"
        href="/api/company/data-processing-agreement.pdf"
        download
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
      >
        Download databehandleraftale
      </Button>
    </Group>
  );
}
