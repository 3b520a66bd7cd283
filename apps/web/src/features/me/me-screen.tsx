import { Stack, Text, Title } from '@mantine/core';
import { PushSection } from '../notifications/public';
import { DocumentsSection } from './documents/documents-section';
import { EquipmentSection } from './equipment/equipment-section';
import { MeetingsSection } from './meetings/meetings-section';
import { ProfileSection } from './profile/profile-section';
import { TasksSection } from './tasks/tasks-section';

/**
 * 'Mig' (issue 27, decision 041): the employee's own records in one phone-first column, in the employee app and,
 * for an admin who is also an employee, at /mig. Ferie and tid stay where they are.
 */
export function MeScreen() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} tabIndex={-1}>
          Mig
        </Title>
        <Text c="gray.7">Dine oplysninger, dokumenter, møder, udstyr og opgaver.</Text>
      </div>
      <ProfileSection />
      <DocumentsSection />
      <MeetingsSection />
      <EquipmentSection />
      <TasksSection />
      <PushSection />
    </Stack>
  );
}
