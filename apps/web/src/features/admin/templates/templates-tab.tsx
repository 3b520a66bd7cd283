import { type TemplateForm, templateFormSchema } from '@kollega/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useEntityForm } from '../../../lib/use-entity-form';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormFooter } from '../../../ui/form-footer';
import { QueryState } from '../../../ui/query-state';
import { type AdminTemplate, useAdminTemplates } from '../api/admin-templates';
import { useDeleteTemplate } from '../api/delete-template';
import { useReorderTemplates } from '../api/reorder-templates';
import { useSaveTemplate } from './use-save-template';

function TemplateModal({ template, onClose }: { template: AdminTemplate | null; onClose: () => void }) {
  const save = useSaveTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { form, formRef, onSubmit } = useEntityForm<TemplateForm>({
    schema: templateFormSchema,
    values: { title: template?.title ?? '', description: template?.description ?? '' },
    resetKey: template,
  });
  return (
    <Modal opened onClose={onClose} title={template ? 'Ret skabelon' : 'Tilføj skabelon'} centered>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit(async (values) => {
          if (!template && !file) {
            setFileError('Vælg en fil');
            return;
          }
          await save.mutateAsync({
            ...templateFormSchema.parse(values),
            file,
            ...(template ? { id: template.id } : {}),
          });
          onClose();
        })}
      >
        <Stack gap="sm">
          <TextInput label="Titel" required {...form.getInputProps('title')} name="title" />
          <Textarea
            label="Beskrivelse"
            autosize
            minRows={2}
            {...form.getInputProps('description')}
            name="description"
          />
          <FileInput
            label={template ? 'Ny fil (valgfri)' : 'Fil'}
            required={!template}
            placeholder="PDF, Word eller ODT"
            accept=".pdf,.doc,.docx,.odt"
            value={file}
            onChange={(value) => {
              setFile(value);
              setFileError(null);
            }}
            error={fileError}
            clearable
          />
          <FormFooter
            error={save.isError ? save.error.message : null}
            pending={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The document templates of /skabeloner (docs/rules/platform.md#ruling-23): upload, edit, reorder, delete. */
export function TemplatesTab() {
  const templates = useAdminTemplates();
  const reorder = useReorderTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<AdminTemplate | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminTemplate | null>(null);

  if (!templates.isSuccess) return <QueryState query={templates} variant="alert" />;
  const list = templates.data.templates;
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((template) => template.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text c="gray.7" size="sm">
            Skabelonerne vises for alle virksomheder på siden Skabeloner, i denne rækkefølge.
          </Text>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            Tilføj skabelon
          </Button>
        </Group>
        {reorder.isError ? (
          <Alert color="red" variant="light" role="alert">
            {reorder.error.message}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rækkefølge</Table.Th>
                <Table.Th>Skabelon</Table.Th>
                <Table.Th>Fil</Table.Th>
                <Table.Th>Handlinger</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((template, index) => (
                <Table.Tr key={template.id}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray.8"
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(index, -1)}
                        aria-label={`Flyt ${template.title} op`}
                      >
                        <IconArrowUp size={16} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray.8"
                        disabled={index === list.length - 1 || reorder.isPending}
                        onClick={() => move(index, 1)}
                        aria-label={`Flyt ${template.title} ned`}
                      >
                        <IconArrowDown size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {template.title}
                    </Text>
                    <Text size="xs" c="gray.7" lineClamp={2}>
                      {template.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {template.hasFile ? (
                      <Group gap={6} wrap="nowrap">
                        <Anchor href={template.url} size="sm">
                          {template.fileName}
                        </Anchor>
                        {template.builtin && template.fileName?.endsWith('.pdf') ? (
                          // Beside a long file name the badge keeps its word ('Kollega', not 'Kolle…').
                          <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
                            Kollega
                          </Badge>
                        ) : null}
                      </Group>
                    ) : (
                      <Text size="sm" c="red.9">
                        Mangler fil
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconPencil size={14} aria-hidden="true" />}
                        onClick={() => setEditing(template)}
                        aria-label={`Ret ${template.title}`}
                      >
                        Ret
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        c="red.9"
                        leftSection={<IconTrash size={14} aria-hidden="true" />}
                        onClick={() => setDeleting(template)}
                        aria-label={`Slet ${template.title}`}
                      >
                        Slet
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      {editing ? (
        <TemplateModal template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Slet skabelon"
        message={`Er du sikker på, at du vil slette ${deleting?.title ?? ''}?`}
        confirmLabel="Slet"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
