import {
  type EmployeeDetail,
  type EmployeeFieldChange,
  type EmployeeUpdateParsed,
  REDACTED_EMPLOYEE_FIELDS,
  salaryKronerToOre,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { employees, users } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import { keyIdOf } from '../../integrations/crypto/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { withTransaction } from '../../services/context';
import { startChecklistsAutomatically } from '../checklists/public';
import type { EmployeeDeps } from './deps';
import {
  cprAssociatedData,
  type EmployeeRow,
  employeeAudit,
  employeeOfCompany,
  toDetail,
} from './employee-record';
import { loadVisibleEmployee } from './visibility';

type ProfileColumns = Pick<
  EmployeeRow,
  | 'firstName'
  | 'lastName'
  | 'jobPosition'
  | 'department'
  | 'phone'
  | 'privateEmail'
  | 'privatePhone'
  | 'address'
  | 'zipcode'
  | 'city'
  | 'dateOfBirth'
  | 'note'
  | 'emergencyContactName'
  | 'emergencyContactPhone'
  | 'employmentType'
  | 'employmentStatus'
  | 'startDate'
  | 'endDate'
  | 'salaryOre'
  | 'bankAccount'
  | 'salaryNote'
>;

/** The form's values as columns: a field left out (blank) is stored empty, so clearing a field clears it. */
function toColumns(input: EmployeeUpdateParsed): ProfileColumns {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    jobPosition: input.jobPosition,
    department: input.department ?? '',
    phone: input.phone ?? '',
    privateEmail: input.privateEmail ?? '',
    privatePhone: input.privatePhone ?? '',
    address: input.address ?? '',
    zipcode: input.zipcode ?? '',
    city: input.city ?? '',
    dateOfBirth: input.dateOfBirth ?? null,
    note: input.note ?? '',
    emergencyContactName: input.emergencyContactName ?? '',
    emergencyContactPhone: input.emergencyContactPhone ?? '',
    employmentType: input.employmentType ?? null,
    employmentStatus: input.employmentStatus,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    salaryOre: input.salary === undefined ? null : salaryKronerToOre(input.salary),
    bankAccount: input.bankAccount ?? '',
    salaryNote: input.salaryNote ?? '',
  };
}

/** The audit log names fields as the API does: salaryOre is 'salary'. */
const FIELD_NAME: Partial<Record<keyof ProfileColumns, string>> = { salaryOre: 'salary' };

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Which fields changed, old and new values as text; CPR number and salary without their values. */
export function fieldChanges(before: ProfileColumns, after: ProfileColumns): EmployeeFieldChange[] {
  const changes: EmployeeFieldChange[] = [];
  for (const key of Object.keys(after) as (keyof ProfileColumns)[]) {
    if (asText(before[key]) === asText(after[key])) continue;
    const field = FIELD_NAME[key] ?? key;
    const redacted = REDACTED_EMPLOYEE_FIELDS.has(field as never);
    changes.push({
      field,
      from: redacted ? null : asText(before[key]),
      to: redacted ? null : asText(after[key]),
    });
  }
  return changes;
}

/**
 * PUT /api/employees/:employeeId: the Profil tab (hr-core §3, §5). The CPR number is encrypted with the key id
 * beside it; an absent cprNumber keeps the stored one. One transaction with the audit row of what changed.
 */
export async function updateEmployee(
  deps: Pick<EmployeeDeps, 'db' | 'cipher'>,
  ctx: AdminContext,
  input: { employeeId: string } & EmployeeUpdateParsed,
): Promise<EmployeeDetail> {
  const { employeeId } = input;
  return withTransaction(deps.db, async (tx) => {
    const { row: before, ownerUserId } = await loadVisibleEmployee(tx, ctx, employeeId, { forUpdate: true });
    const columns = toColumns(input);
    const changes = fieldChanges(before, columns);

    let cpr: Pick<EmployeeRow, 'cprEncrypted' | 'cprKeyId'> | undefined;
    if (input.cprNumber !== undefined) {
      const current = before.cprEncrypted
        ? deps.cipher.decrypt(before.cprEncrypted, cprAssociatedData(before.id))
        : null;
      if (current !== input.cprNumber) {
        const encrypted =
          input.cprNumber === null
            ? null
            : deps.cipher.encrypt(input.cprNumber, cprAssociatedData(before.id));
        cpr = { cprEncrypted: encrypted, cprKeyId: encrypted ? keyIdOf(encrypted) : null };
        changes.push({ field: 'cprNumber', from: null, to: null });
      }
    }

    const [after] = await tx
      .update(employees)
      .set({ ...columns, ...cpr, updatedAt: new Date() })
      .where(employeeOfCompany(ctx, employeeId))
      .returning();
    if (!after) throw notFound();
    if (after.userId && (before.firstName !== after.firstName || before.lastName !== after.lastName)) {
      await tx
        .update(users)
        .set({ name: `${after.firstName} ${after.lastName}`, updatedAt: new Date() })
        .where(eq(users.id, after.userId));
    }
    if (changes.length > 0) {
      await recordAudit(tx, ctx, employeeAudit(after.id, 'employee.update', { changes }));
    }
    // Decision 048: a new start or end date starts the templates marked 'Start automatisk', in this transaction.
    await startChecklistsAutomatically({ db: tx }, ctx, {
      employeeId: after.id,
      before: { startDate: before.startDate, endDate: before.endDate },
      after: { startDate: after.startDate, endDate: after.endDate },
    });
    return toDetail(after, { ownerUserId, ctx, cipher: deps.cipher });
  });
}
