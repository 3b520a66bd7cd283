import {
  PROFILE_MESSAGES,
  type ProfileResponse,
  type ProfileUpdate,
  profileUpdateSchema,
} from '@kollega/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { focusFirstError, zodResolver } from '../../../lib/form';
import { CalendarFeedSection } from '../../../ui/calendar-feed-section';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { SaveStatus } from '../../../ui/save-status';
import { NotificationPreferencesSection } from '../../notifications/public';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PasskeysSection } from '../security/passkeys-section';
import { SessionsSection } from '../security/sessions-section';
import { TwoFactorSection } from '../security/two-factor-section';
import { ProfilePhoto } from './profile-photo';

function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<ProfileUpdate>({
    mode: 'controlled',
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      jobPosition: profile.jobPosition,
    },
    validate: zodResolver(profileUpdateSchema),
  });

  const submit = form.onSubmit(
    (values) => {
      setStatus(null);
      const body = profileUpdateSchema.parse(values);
      update.mutate(body, {
        onSuccess: (saved) => {
          form.setValues({
            firstName: saved.firstName,
            lastName: saved.lastName,
            jobPosition: saved.jobPosition,
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Fornavn"
            name="firstName"
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Efternavn"
            name="lastName"
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Arbejdstitel"
          name="jobPosition"
          autoComplete="organization-title"
          withAsterisk
          {...form.getInputProps('jobPosition')}
        />
        <TextInput
          label="Email"
          value={profile.email}
          readOnly
          variant="filled"
          description="Din e-mail bruges til at logge ind og kan ikke ændres her."
        />
        <Group gap="md">
          <Button type="submit" loading={update.isPending}>
            Gem ændringer
          </Button>
          <SaveStatus
            state={status}
            savedText={PROFILE_MESSAGES.saved}
            failedText={PROFILE_MESSAGES.saveFailed}
          />
        </Group>
      </Stack>
    </form>
  );
}

/** /profile (hr-core §2): the user's own name, job title and photo; the e-mail is read-only. */
export function ProfilePage() {
  usePageTitle('Profil');
  const profile = useProfile();

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>Profil</Title>
        <Text c="gray.7">Dine egne oplysninger, som dine kolleger ser dem.</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Profilbillede
            </Title>
            <ProfilePhoto profile={profile.data} />
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Oplysninger
            </Title>
            <ProfileForm profile={profile.data} />
          </Stack>
        </Stack>
      </Paper>
      <CalendarFeedSection />
      <NotificationPreferencesSection />
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
    </Stack>
  );
}
