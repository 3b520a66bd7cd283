import {
  EMPLOYMENT_STATUS_OPTIONS,
  EMPLOYMENT_TYPE_OPTIONS,
  latestStartDate,
  SALARY_MAX_KRONER,
  SALARY_MIN_KRONER,
} from '@kollega/domain';
import { Grid, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { DateField } from '../../../ui/date-field';
import type { ProfileFormValues } from './profile-form-values';

type Form = UseFormReturnType<ProfileFormValues>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PersonalSection({ form, cprField }: { form: Form; cprField: ReactNode }) {
  return (
    <Section title="Personlige oplysninger">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Fornavn" name="firstName" withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label="Efternavn" name="lastName" withAsterisk {...form.getInputProps('lastName')} />
        {cprField}
        <DateField label="Fødselsdato" name="dateOfBirth" {...form.getInputProps('dateOfBirth')} />
      </SimpleGrid>
      <TextInput label="Adresse" name="address" {...form.getInputProps('address')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <TextInput label="Postnr." name="zipcode" inputMode="numeric" {...form.getInputProps('zipcode')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 8 }}>
          <TextInput label="By" name="city" {...form.getInputProps('city')} />
        </Grid.Col>
      </Grid>
    </Section>
  );
}

function ContactSection({ form, workEmail }: { form: Form; workEmail: string }) {
  return (
    <Section title="Kontakt">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Email" value={workEmail} disabled description="Arbejdsmailen kan ikke ændres." />
        <TextInput label="Telefon" name="phone" type="tel" {...form.getInputProps('phone')} />
        <TextInput
          label="Privat e-mail"
          name="privateEmail"
          type="email"
          {...form.getInputProps('privateEmail')}
        />
        <TextInput
          label="Privat telefon"
          name="privatePhone"
          type="tel"
          {...form.getInputProps('privatePhone')}
        />
        <TextInput
          label="Nærmeste pårørende"
          name="emergencyContactName"
          {...form.getInputProps('emergencyContactName')}
        />
        <TextInput
          label="Pårørendes telefon"
          name="emergencyContactPhone"
          type="tel"
          {...form.getInputProps('emergencyContactPhone')}
        />
      </SimpleGrid>
    </Section>
  );
}

function EmploymentSection({ form }: { form: Form }) {
  return (
    <Section title="Ansættelse">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Arbejdstitel"
          name="jobPosition"
          withAsterisk
          {...form.getInputProps('jobPosition')}
        />
        <TextInput label="Afdeling" name="department" {...form.getInputProps('department')} />
        <Select
          label="Ansættelsestype"
          data-name="employmentType"
          data={EMPLOYMENT_TYPE_OPTIONS}
          placeholder="Vælg"
          clearable
          clearButtonProps={{ 'aria-label': 'Ryd ansættelsestype' }}
          {...form.getInputProps('employmentType')}
        />
        <Select
          label="Status"
          data-name="employmentStatus"
          data={EMPLOYMENT_STATUS_OPTIONS}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('employmentStatus')}
        />
        {/* Issue 24: the picker stops where the server's bound does (at most a year ahead). */}
        <DateField
          label="Ansættelsesdato"
          name="startDate"
          maxDate={latestStartDate()}
          {...form.getInputProps('startDate')}
        />
        <DateField
          label="Slutdato"
          name="endDate"
          description={
            form.values.employmentStatus === 'inactive' ? 'Skal udfyldes for inaktive.' : undefined
          }
          {...form.getInputProps('endDate')}
        />
      </SimpleGrid>
      <Textarea label="Note" name="note" rows={4} {...form.getInputProps('note')} />
    </Section>
  );
}

/** Whether an amount in kroner has øre: 45000.5 does, 45000 does not. */
function hasOre(value: number | string): boolean {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) && Math.round(amount * 100) % 100 !== 0;
}

function SalarySection({ form }: { form: Form }) {
  // Issue 24: an amount with øre shows both decimals ('45.000,50 kr.', not '45.000,5 kr.'); a whole amount
  // stays '45.000 kr.'. Not while typing, where padding would move the caret.
  const [editing, setEditing] = useState(false);
  const salary = form.getInputProps('salary');
  return (
    <Section title="Løn">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label="Løn"
          name="salary"
          suffix=" kr."
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={2}
          min={SALARY_MIN_KRONER}
          max={SALARY_MAX_KRONER}
          // The schema says what is wrong; clamping on blur would change the amount without a word.
          clampBehavior="none"
          allowNegative={false}
          hideControls
          {...salary}
          fixedDecimalScale={!editing && hasOre(form.values.salary)}
          onFocus={(event) => {
            setEditing(true);
            salary.onFocus?.(event);
          }}
          onBlur={(event) => {
            setEditing(false);
            salary.onBlur?.(event);
          }}
        />
        <TextInput label="Kontonummer" name="bankAccount" {...form.getInputProps('bankAccount')} />
      </SimpleGrid>
      <Textarea label="Lønnote" name="salaryNote" rows={3} {...form.getInputProps('salaryNote')} />
    </Section>
  );
}

type ProfileFieldsProps = { form: Form; workEmail: string; cprField: ReactNode };

/** Every field of hr-core §3 that an admin edits, in four groups. */
export function ProfileFields({ form, workEmail, cprField }: ProfileFieldsProps) {
  return (
    <Stack gap="xl">
      <PersonalSection form={form} cprField={cprField} />
      <ContactSection form={form} workEmail={workEmail} />
      <EmploymentSection form={form} />
      <SalarySection form={form} />
    </Stack>
  );
}
