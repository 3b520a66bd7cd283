import { Alert, Button, Group } from '@mantine/core';

/**
 * The end of a small modal form: the server's Danish message when the save failed, then 'Annuller' and the submit
 * button (loading while the save runs).
 */
export function FormFooter({
  error,
  pending,
  onCancel,
  submitLabel = 'Gem',
}: {
  error: string | null;
  pending: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Annuller
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
