import { type MyProfile, maskCpr } from '@kollega/domain';
import type { FieldCipher } from '../../../integrations/crypto/index';
import { cprAssociatedData } from '../../employees/public';
import type { MyEmployeeRow } from '../my-record';

/** The employee's own details; the CPR number is decrypted only to mask it (DESIGN.md rule 5). */
export function toMyProfile(row: MyEmployeeRow, cipher: FieldCipher): MyProfile {
  const cpr = row.cprEncrypted ? cipher.decrypt(row.cprEncrypted, cprAssociatedData(row.id)) : null;
  return {
    employeeId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    jobPosition: row.jobPosition,
    email: row.email,
    phone: row.phone,
    privatePhone: row.privatePhone,
    privateEmail: row.privateEmail,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    cprMasked: maskCpr(cpr),
  };
}
