import type { EmployeeDocument } from '@kollega/domain';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';

type DocumentActionsProps = {
  document: EmployeeDocument;
  /** What the buttons name for a screen reader: 'Hent {what}', 'Slet {what}'. */
  what: string;
  onDelete: (document: EmployeeDocument) => void;
};

/**
 * Download (a plain link: the server answers with the file as an attachment and the session cookie goes
 * along) and delete, which only asks first.
 */
export function DocumentActions({ document, what, onDelete }: DocumentActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component="a"
        href={document.downloadUrl}
        download
        variant="subtle"
        size="compact-sm"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        aria-label={`Hent ${what}`}
      >
        Hent
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        aria-label={`Slet ${what}`}
        onClick={() => onDelete(document)}
      >
        Slet
      </Button>
    </Group>
  );
}
