import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** 'Eksportér (XLSX)' on /udstyr (issue 28): every item as a workbook, a plain download (premium plans). */
export function ExportEquipmentButton() {
  return (
    <Button
      component="a"
      href="/api/equipment/export.xlsx"
      download
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden="true" />}
    >
      Eksportér (XLSX)
    </Button>
  );
}
