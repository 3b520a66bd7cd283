import { useLocation } from '@tanstack/react-router';
import { readRegistrationsEmployee } from '../../../../lib/registrations-state';
import { RegistrationsTab } from '../registrations/registrations-tab';

/**
 * /tidsregistrering/registreringer: Registreringer, opened on the employee a navigation passed in its state
 * (time-registration §2; 'Se registreringer' on an employee's page).
 */
export function RegistrationsRoute() {
  const employeeId = useLocation({ select: (location) => readRegistrationsEmployee(location.state) });
  return <RegistrationsTab initialEmployeeId={employeeId} />;
}
