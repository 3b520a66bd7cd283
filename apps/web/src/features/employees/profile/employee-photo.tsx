import { type EmployeeDetail, employeeFullName } from '@kollega/domain';
import { PhotoUpload } from '../../../ui/photo-upload';
import { useDeleteEmployeePhoto } from '../api/delete-employee-photo';
import { useUploadEmployeePhoto } from '../api/upload-employee-photo';

/** The employee's photo (PUT and DELETE /api/employees/:employeeId/photo), saved apart from the form. */
export function EmployeePhoto({ employee }: { employee: EmployeeDetail }) {
  const upload = useUploadEmployeePhoto(employee.id);
  const remove = useDeleteEmployeePhoto(employee.id);
  const name = employeeFullName(employee);
  return (
    <PhotoUpload
      photoUrl={employee.profilePhotoUrl}
      name={name}
      alt={`Profilbillede af ${name}`}
      confirmText={`Vil du slette profilbilledet af ${name}?`}
      onUpload={upload.mutateAsync}
      onDelete={() => remove.mutateAsync()}
    />
  );
}
