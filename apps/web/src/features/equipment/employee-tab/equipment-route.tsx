import { Navigate } from '@tanstack/react-router';
import { employeePath } from '../../../lib/paths';
import { useHasEquipment } from '../../../lib/plan';
import { useEmployeeId } from '../../../lib/use-employee-id';
import { EmployeeEquipmentTab } from './equipment-tab';

/** /medarbejdere/$employeeId/udstyr: the Udstyr tab, premium and premiumplus only (else the profile). */
export function EquipmentRoute() {
  const employeeId = useEmployeeId();
  if (!useHasEquipment()) return <Navigate to={employeePath(employeeId)} replace />;
  return <EmployeeEquipmentTab employeeId={employeeId} />;
}
