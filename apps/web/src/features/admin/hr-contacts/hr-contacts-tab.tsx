import { ADMIN_MESSAGES, type HrContactForm, hrContactFormSchema } from '@kollega/domain';
import { Alert, Button, FileButton, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useEntityForm } from '../../../lib/use-entity-form';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormFooter } from '../../../ui/form-footer';
import { PersonAvatar } from '../../../ui/person-avatar';
import { QueryState } from '../../../ui/query-state';
import { useCreateHrContact } from '../api/create-hr-contact';
import { useDeleteHrContact } from '../api/delete-hr-contact';
import { type HrContact, useHrContacts } from '../api/list-hr-contacts';
import { useUpdateHrContact } from '../api/update-hr-contact';
import { useUploadHrContactPhoto } from '../api/upload-hr-contact-photo';

function ContactModal({ contact, onClose }: { contact: HrContact | null; onClose: () => void }) {
  const create = useCreateHrContact();
  const update = useUpdateHrContact();
  const save = contact ? update : create;
  const { form, formRef, onSubmit } = useEntityForm<HrContactForm>({
    schema: hrContactFormSchema,
    values: {
      name: contact?.name ?? '',
      title: contact?.title ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
    },
    resetKey: contact,
  });
  return (
    <Modal opened onClose={onClose} title={contact ? 'Ret HR-kontakt' : 'Tilføj HR-kontakt'} centered>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit((values) =>
          (contact
            ? update.mutateAsync({ ...hrContactFormSchema.parse(values), id: contact.id })
            : create.mutateAsync(hrContactFormSchema.parse(values))
          ).then(onClose),
        )}
      >
        <Stack gap="sm">
          <TextInput label="Navn" required {...form.getInputProps('name')} name="name" />
          <TextInput label="Titel" {...form.getInputProps('title')} name="title" />
          <TextInput label="E-mail" type="email" {...form.getInputProps('email')} name="email" />
          <TextInput label="Telefon" inputMode="tel" {...form.getInputProps('phone')} name="phone" />
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

/**
 * The HR contacts every company can be given (time-registration §3, docs/rules/platform.md#ruling-19): name, title, e-mail,
 * phone and photo. 'Ingen valgt' is not a contact: it is the select's first option on the company page.
 */
export function HrContactsTab() {
  const contacts = useHrContacts();
  const remove = useDeleteHrContact();
  const photo = useUploadHrContactPhoto();
  const [editing, setEditing] = useState<HrContact | null | 'new'>(null);
  const [deleting, setDeleting] = useState<HrContact | null>(null);

  if (!contacts.isSuccess) return <QueryState query={contacts} variant="alert" />;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text c="gray.7" size="sm">
            Virksomhedens HR-kontakt vises på siden Rekruttering. '{ADMIN_MESSAGES.noContact}' er altid første
            valg.
          </Text>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            Tilføj HR-kontakt
          </Button>
        </Group>
        {photo.isError ? (
          <Alert color="red" variant="light" role="alert">
            {photo.error.message}
          </Alert>
        ) : null}
        {contacts.data.contacts.length === 0 ? (
          <Text c="gray.7" ta="center" py="md">
            Ingen HR-kontakter endnu.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Navn</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Telefon</Table.Th>
                  <Table.Th>Handlinger</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contacts.data.contacts.map((contact) => (
                  <Table.Tr key={contact.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <PersonAvatar name={contact.name} photoUrl={contact.photoUrl} size="md" />
                        <div>
                          <Text size="sm" fw={500}>
                            {contact.name}
                          </Text>
                          <Text size="xs" c="gray.7">
                            {contact.title}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>{contact.email || '–'}</Table.Td>
                    <Table.Td>{contact.phone || '–'}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconPencil size={14} aria-hidden="true" />}
                          onClick={() => setEditing(contact)}
                          aria-label={`Ret ${contact.name}`}
                        >
                          Ret
                        </Button>
                        <FileButton
                          accept="image/png,image/jpeg,image/webp"
                          onChange={(file) => file && photo.mutate({ id: contact.id, file })}
                        >
                          {(props) => (
                            <Button
                              {...props}
                              size="compact-sm"
                              variant="light"
                              leftSection={<IconPhoto size={14} aria-hidden="true" />}
                              loading={photo.isPending && photo.variables?.id === contact.id}
                              aria-label={`Upload foto af ${contact.name}`}
                            >
                              Foto
                            </Button>
                          )}
                        </FileButton>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          c="red.9"
                          leftSection={<IconTrash size={14} aria-hidden="true" />}
                          onClick={() => setDeleting(contact)}
                          aria-label={`Slet ${contact.name}`}
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
        )}
      </Stack>
      {editing ? (
        <ContactModal contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Slet HR-kontakt"
        message={`Er du sikker på, at du vil slette ${deleting?.name ?? ''}? Virksomheder med kontakten får '${ADMIN_MESSAGES.noContact}'.`}
        confirmLabel="Slet"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
