import { Button, Checkbox, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * 'Eksportér (XLSX)' on /medarbejdere (issue 28): the visible employees in the import template's columns, a plain
 * download. Only the owner is offered 'Med CPR-numre' (the server refuses anyone else the CPR numbers too).
 */
export function ExportEmployeesButton({ isOwner }: { isOwner: boolean }) {
  const [withCpr, setWithCpr] = useState(false);
  const href = `/api/employees/export.xlsx${isOwner && withCpr ? '?cpr=true' : ''}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component="a"
        href={href}
        download
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
      >
        Eksportér (XLSX)
      </Button>
      {isOwner ? (
        <Checkbox
          label="Med CPR-numre"
          checked={withCpr}
          onChange={(event) => setWithCpr(event.currentTarget.checked)}
        />
      ) : null}
    </Group>
  );
}
