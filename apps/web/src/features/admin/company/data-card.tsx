import { ADMIN_MESSAGES, type AdminCompanyDetail, formatDate } from '@kollega/domain';
import { Button, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { GENERIC_ERROR } from '../../../lib/generic-error';
import { SaveStatus } from '../../../ui/save-status';
import { SectionCard } from '../../../ui/section-card';
import { useHrContacts } from '../api/list-hr-contacts';
import { useUpdateCompanyData } from '../api/update-company-data';

const NONE = '';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}

/** The data card (time-registration §2): facts, the HR contact and the recruitment portal flag, 'Gem data'. */
export function DataCard({ company }: { company: AdminCompanyDetail }) {
  const contacts = useHrContacts();
  const save = useUpdateCompanyData(company.id);
  const [contactId, setContactId] = useState(company.hrContactId ?? NONE);
  const [activated, setActivated] = useState(company.recruitmentPlatformActivated);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);

  const options = [
    { value: NONE, label: ADMIN_MESSAGES.noContact },
    ...(contacts.data?.contacts ?? []).map((contact) => ({
      value: contact.id,
      label: contact.title ? `${contact.name} (${contact.title})` : contact.name,
    })),
  ];

  const submit = () => {
    setStatus(null);
    save.mutate(
      { hrContactId: contactId === NONE ? null : contactId, recruitmentPlatformActivated: activated },
      { onSuccess: () => setStatus('saved'), onError: () => setStatus('failed') },
    );
  };

  const creator = company.createdBy;
  return (
    <SectionCard title="Data">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Fact label="Oprettet af">
          {creator ? (
            <>
              {creator.name || '–'}
              <Text component="span" display="block" size="sm" c="gray.7" fw={400}>
                {creator.email}
              </Text>
            </>
          ) : (
            '–'
          )}
        </Fact>
        <Fact label="Oprettet d.">{formatDate(company.createdAt)}</Fact>
        <Fact label="Medarbejdere">{company.employeeCount}</Fact>
        <Fact label="Med tidsregistrering">{company.timeregCount}</Fact>
        <Fact label="Med adminadgang">{company.adminCount}</Fact>
        <Fact label="Udstyr">{company.hasEquipment ? 'Ja' : 'Nej'}</Fact>
      </SimpleGrid>
      <Select
        label="HR-kontakt"
        required
        data={options}
        value={contactId}
        onChange={(value) => setContactId(value ?? NONE)}
        allowDeselect={false}
        maw={360}
      />
      <Switch
        label="Rekrutteringsportal aktiveret"
        checked={activated}
        onChange={(event) => setActivated(event.currentTarget.checked)}
      />
      <Group gap="md">
        <Button onClick={submit} loading={save.isPending}>
          {ADMIN_MESSAGES.saveData}
        </Button>
        <SaveStatus state={status} savedText={ADMIN_MESSAGES.saved} failedText={GENERIC_ERROR} />
      </Group>
    </SectionCard>
  );
}
