import {
  COMPANY_MESSAGES,
  type CompanyResponse,
  type CompanyUpdate,
  companyUpdateSchema,
} from '@kollega/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { focusFirstError, zodResolver } from '../../lib/form';
import { CompanyAddressFields } from '../../ui/company-address-fields';
import { SaveStatus } from '../../ui/save-status';
import { useUpdateCompany } from './api/update-company';

/** The company's name and address; the CVR number is shown but cannot be changed. */
export function CompanyForm({ company }: { company: CompanyResponse }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateCompany();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<CompanyUpdate>({
    mode: 'controlled',
    initialValues: {
      name: company.name,
      address: company.address,
      zipcode: company.zipcode,
      city: company.city,
    },
    validate: zodResolver(companyUpdateSchema),
  });

  const submit = form.onSubmit(
    (values) => {
      setStatus(null);
      update.mutate(companyUpdateSchema.parse(values), {
        onSuccess: (saved) => {
          form.setValues({
            name: saved.name,
            address: saved.address,
            zipcode: saved.zipcode,
            city: saved.city,
          });
          form.resetDirty();
          setStatus('saved');
        },
        onError: () => setStatus('failed'),
      });
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

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
