import { type MyProfile, type MyProfileUpdate, myProfileUpdateSchema } from '@kollega/domain';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { serverFieldErrors, zodResolver } from '../../../lib/form';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { SectionCard } from '../../../ui/section-card';
import { useMyProfile } from '../api/get-my-profile';
import { useUpdateMyProfile } from '../api/update-my-profile';

function formValues(profile: MyProfile): MyProfileUpdate {
  return {
    phone: profile.phone,
    privatePhone: profile.privatePhone,
    privateEmail: profile.privateEmail,
    address: profile.address,
    zipcode: profile.zipcode,
    city: profile.city,
    emergencyContactName: profile.emergencyContactName,
    emergencyContactPhone: profile.emergencyContactPhone,
  };
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || '–'}</Text>
    </div>
  );
}

/**
 * 'Mig' → Profil (issue 27): the employee's own details. Name, work e-mail and job title are the admin's; the CPR
 * number is shown masked and never edited here; contact fields and 'Nærmeste pårørende' are the employee's to change.
 */
export function ProfileSection() {
  const profile = useMyProfile();
  return (
    <SectionCard title="Profil">
      {profile.isPending ? <PageLoader label="Indlæser profil" /> : null}
      {profile.isError ? (
        <ErrorState
          message="Din profil kunne ikke hentes. Prøv igen."
          onRetry={() => void profile.refetch()}
        />
      ) : null}
      {profile.data ? <ProfileForm profile={profile.data} /> : null}
    </SectionCard>
  );
}

function ProfileForm({ profile }: { profile: MyProfile }) {
  const save = useUpdateMyProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<MyProfileUpdate>({
    initialValues: formValues(profile),
    validate: zodResolver(myProfileUpdateSchema),
    onValuesChange: () => setSaved(false),
  });
  const submit = form.onSubmit((values) => {
    save.mutate(values, {
      onSuccess: (next) => {
        form.setValues(formValues(next));
        form.resetDirty(formValues(next));
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(serverFieldErrors(error));
      },
    });
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReadOnly label="Navn" value={`${profile.firstName} ${profile.lastName}`} />
        <ReadOnly label="Stilling" value={profile.jobPosition} />
        <ReadOnly label="Arbejdsmail" value={profile.email} />
        <ReadOnly label="CPR-nummer" value={profile.cprMasked} />
      </SimpleGrid>
      <form onSubmit={submit} noValidate aria-label="Dine kontaktoplysninger">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Telefon" inputMode="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <TextInput label="Privat telefon" inputMode="tel" {...form.getInputProps('privatePhone')} />
            <TextInput
              label="Privat e-mail"
              type="email"
              autoComplete="email"
              {...form.getInputProps('privateEmail')}
            />
            <TextInput label="Adresse" autoComplete="street-address" {...form.getInputProps('address')} />
            <TextInput
              label="Postnummer"
              inputMode="numeric"
              autoComplete="postal-code"
              {...form.getInputProps('zipcode')}
            />
            <TextInput label="By" autoComplete="address-level2" {...form.getInputProps('city')} />
          </SimpleGrid>
          <Title order={3} size="h5" mt="xs">
            Nærmeste pårørende
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Navn på pårørende" {...form.getInputProps('emergencyContactName')} />
            <TextInput
              label="Telefon til pårørende"
              inputMode="tel"
              {...form.getInputProps('emergencyContactPhone')}
            />
          </SimpleGrid>
          {save.isError && !(save.error instanceof ApiError && save.error.details.length > 0) ? (
            <Text c="red.8" role="alert">
              {save.error instanceof ApiError ? save.error.message : 'Der skete en fejl. Prøv igen senere.'}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {saved ? (
              <Text c="green.8" role="status">
                Ændringerne er gemt.
              </Text>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              Gem
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
