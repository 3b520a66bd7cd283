import { Container } from '@mantine/core';
import { usePageTitle } from '../../ui/page-title';
import { MeScreen } from './me-screen';

/** /mig in the admin app: an admin is an employee too, and sees their own 'Mig'. */
export function MePage() {
  usePageTitle('Mig');
  return (
    <Container size={720} px={0}>
      <MeScreen />
    </Container>
  );
}
