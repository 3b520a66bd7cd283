import {
  COMPANY_MESSAGES,
  type CompanyResponse,
  type CompanyUpdate,
  companyUpdateSchema,
} from '@kollega/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useEntityForm } from '../../lib/use-entity-form';
import { CompanyAddressFields } from '../../ui/company-address-fields';
import { SaveStatus } from '../../ui/save-status';
import { useUpdateCompany } from './api/update-company';

/** The company's name and address; the CVR number is shown but cannot be changed. */
export function CompanyForm({ company }: { company: CompanyResponse }) {
  const update = useUpdateCompany();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const toValues = (from: CompanyResponse): CompanyUpdate => ({
    name: from.name,
    address: from.address,
    zipcode: from.zipcode,
    city: from.city,
  });
  const { form, formRef, onSubmit } = useEntityForm<CompanyUpdate>({
    schema: companyUpdateSchema,
    values: toValues(company),
    resetKey: company,
  });

  const submit = onSubmit(async (values) => {
    setStatus(null);
    try {
      const saved = await update.mutateAsync(companyUpdateSchema.parse(values));
      form.setValues(toValues(saved));
      form.resetDirty();
      setStatus('saved');
    } catch (error) {
      setStatus('failed');
      throw error;
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <CompanyAddressFields
          paths={{ name: 'name', address: 'address', zipcode: 'zipcode', city: 'city' }}
          inputProps={form.getInputProps}
        />
        <TextInput
          label="CVR-nr."
          value={company.vat}
          readOnly
          variant="filled"
          description={COMPANY_MESSAGES.vatReadOnly}
          maw={{ xs: 260 }}
        />
        <Group gap="md">
          <Button type="submit" loading={update.isPending}>
            Gem ændringer
          </Button>
          <SaveStatus
            state={status}
            savedText={COMPANY_MESSAGES.saved}
            failedText={COMPANY_MESSAGES.saveFailed}
          />
        </Group>
      </Stack>
    </form>
  );
}
