import { formatMoney, type RecruitmentServiceForm, recruitmentServiceFormSchema } from '@kollega/domain';
import { Button, Modal, NumberInput, Paper, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useEntityForm } from '../../../lib/use-entity-form';
import { FormFooter } from '../../../ui/form-footer';
import { QueryState } from '../../../ui/query-state';
import { type AdminRecruitmentService, useRecruitmentServices } from '../api/recruitment-services';
import { useUpdateRecruitmentService } from '../api/update-recruitment-service';

const kroner = (value: number) => formatMoney(value * 100);

function ServiceModal({ service, onClose }: { service: AdminRecruitmentService; onClose: () => void }) {
  const save = useUpdateRecruitmentService();
  const { form, formRef, onSubmit } = useEntityForm<RecruitmentServiceForm>({
    schema: recruitmentServiceFormSchema,
    values: {
      title: service.title,
      description: service.description,
      priceNormalKr: service.priceNormalKr,
      pricePremiumplusKr: service.pricePremiumplusKr,
    },
    resetKey: service,
  });
  return (
    <Modal opened onClose={onClose} title="Ret ydelse" centered>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit((values) =>
          save.mutateAsync({ id: service.id, ...recruitmentServiceFormSchema.parse(values) }).then(onClose),
        )}
      >
        <Stack gap="sm">
          <TextInput label="Ydelse" required {...form.getInputProps('title')} name="title" />
          <Textarea
            label="Beskrivelse"
            autosize
            minRows={2}
            {...form.getInputProps('description')}
            name="description"
          />
          <NumberInput
            label="Normal pris (kr. pr. stilling)"
            required
            min={0}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            {...form.getInputProps('priceNormalKr')}
            name="priceNormalKr"
          />
          <NumberInput
            label="Premium Plus-pris (kr. pr. stilling)"
            required
            min={0}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            {...form.getInputProps('pricePremiumplusKr')}
            name="pricePremiumplusKr"
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

/** The recruitment price list of /rekruttering (time-registration §9), as data the super admin edits. */
export function RecruitmentPricesTab() {
  const services = useRecruitmentServices();
  const [editing, setEditing] = useState<AdminRecruitmentService | null>(null);
  if (!services.isSuccess) return <QueryState query={services} variant="alert" />;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Text c="gray.7" size="sm">
          Priserne vises i kr. pr. stilling ekskl. moms på siden Rekruttering; Premium Plus får sin egen pris.
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ydelse</Table.Th>
                <Table.Th ta="right">Normal</Table.Th>
                <Table.Th ta="right">Premium Plus</Table.Th>
                <Table.Th>Handlinger</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.data.services.map((service) => (
                <Table.Tr key={service.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {service.title}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {service.description}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{kroner(service.priceNormalKr)}</Table.Td>
                  <Table.Td ta="right">{kroner(service.pricePremiumplusKr)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconPencil size={14} aria-hidden="true" />}
                      onClick={() => setEditing(service)}
                      aria-label={`Ret ${service.title}`}
                    >
                      Ret
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      {editing ? <ServiceModal service={editing} onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}
