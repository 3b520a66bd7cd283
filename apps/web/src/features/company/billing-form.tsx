import {
  type BillingDetails,
  billingDetailsSchema,
  COMPANY_MESSAGES,
  type CompanyResponse,
} from '@kollega/domain';
import { Button, Collapse, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { focusFirstError, zodResolver } from '../../lib/form';
import { CompanyAddressFields } from '../../ui/company-address-fields';
import { SaveStatus } from '../../ui/save-status';
import { useUpdateBilling } from './api/update-billing';

type BillingValues = CompanyResponse['billing'];

function valuesOf(company: CompanyResponse): BillingValues {
  return { ...company.billing };
}

/**
 * 'Faktureringsoplysninger' (time-registration §5): the invoice e-mail, and another invoice address when the
 * switch is on, with the same messages as the company's own address.
 */
export function BillingForm({ company }: { company: CompanyResponse }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateBilling();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<BillingValues>({
    mode: 'controlled',
    initialValues: valuesOf(company),
    validate: zodResolver(billingDetailsSchema),
  });
  const alternative = form.values.useAlternativeBillingAddress;

  const submit = form.onSubmit(
    (values) => {
      setStatus(null);
      // The schema keeps only the fields that belong to the chosen case.
      const body: BillingDetails = billingDetailsSchema.parse(values);
      update.mutate(body, {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
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
        <TextInput
          label="Faktura-e-mail"
          name="billingEmail"
          type="email"
          autoComplete="email"
          description="Fakturaer sendes til denne e-mail."
          withAsterisk
          {...form.getInputProps('billingEmail')}
        />
        <Switch
          label="Alternativ fakturaadresse"
          description="Send fakturaen til en anden virksomhed eller adresse."
          name="useAlternativeBillingAddress"
          {...form.getInputProps('useAlternativeBillingAddress', { type: 'checkbox' })}
        />
        <Collapse expanded={alternative}>
          {alternative ? (
            <Stack gap="md" pt={4}>
              <CompanyAddressFields
                paths={{
                  name: 'billingName',
                  address: 'billingAddress',
                  zipcode: 'billingZipcode',
                  city: 'billingCity',
                }}
                inputProps={form.getInputProps}
              />
              <TextInput
                label="CVR-nr."
                name="billingVat"
                inputMode="numeric"
                withAsterisk
                maw={{ xs: 260 }}
                {...form.getInputProps('billingVat')}
              />
            </Stack>
          ) : null}
        </Collapse>
        <Group gap="md">
          <Button type="submit" loading={update.isPending}>
            Gem faktureringsoplysninger
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
