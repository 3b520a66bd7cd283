import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { employeesHiddenByPlan, planOfContext } from '../employees/public';

export interface DashboardPerson {
  id: string;
  name: string;
  employmentStatus: string;
  startDate: string | null;
  dateOfBirth: string | null;
  exemptFromEmploymentContract: boolean;
  exemptFrom1to1: boolean;
  exemptFromSalary: boolean;
  exemptFromEPR: boolean;
  hasContract: boolean;
  openAgreementTypes: string[];
}

export interface DashboardPeople {
  /** Every employee record of the company that is not deleted, the plan's hidden ones included. */
  count: number;
  /** The ones the plan does not hide (docs/rules/employees.md#ruling-4): the only ones a block may name or link. */
  visible: DashboardPerson[];
  hidden: Set<string>;
}

/** The values of the company-wide columns handed to `loadDashboardPeople`, by name. */
export type Alongside<A extends Record<string, SQL>> = {
  [K in keyof A]: A[K] extends SQL<infer T> ? T : never;
};

/**
 * The company's employees with what the suggestions and anniversaries need, in three statements whatever their
 * number: the rows (with 'has a contract' and the types of their open agreements as subqueries on the
 * company's indexes), the owner, and the plan's hidden ones. `alongside` are company-wide columns, each one
 * uncorrelated subquery (time registration's counts and billing's subscription, decision 073), that ride along
 * with the rows instead of costing a statement each: PostgreSQL computes them once, not per row. Only a company
 * without employees asks for them apart.
 */
export async function loadDashboardPeople<A extends Record<string, SQL>>(
  db: Reader,
  ctx: AdminContext,
  alongside: A,
): Promise<DashboardPeople & { alongside: Alongside<A> }> {
  // One JSON column for all of them, so that the rows' shape does not depend on which ride along.
  const together = sql<Alongside<A>>`json_build_object(${sql.join(
    Object.entries(alongside).map(([name, column]) => sql`${name}::text, ${column}`),
    sql`, `,
  )})`;
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employmentStatus: employees.employmentStatus,
      startDate: employees.startDate,
      dateOfBirth: employees.dateOfBirth,
      exemptFromEmploymentContract: employees.exemptFromEmploymentContract,
      exemptFrom1to1: employees.exemptFrom1to1,
      exemptFromSalary: employees.exemptFromSalary,
      exemptFromEPR: employees.exemptFromEpr,
      // Written out with table names: in a select without joins Drizzle leaves columns unqualified, which inside
      // a subquery would name the subquery's own table. `in`, not a correlated `exists`: PostgreSQL reads the
      // contracts once into a hash instead of starting a scan per employee, which on the embedded database asks
      // the file system for the table's size each time (decision 084).
      hasContract: sql<boolean>`"employees"."id" in (select d.employee_id from employee_documents d where d.company_id = ${ctx.companyId} and d.kind = 'employmentContract')`,
      openAgreementTypes: sql<
        string[] | null
      >`(select array_agg(distinct a.agreement_type) from agreements a where a.company_id = ${ctx.companyId} and a.regarding_id = "employees"."id" and a.is_closed = false)`,
      together,
    })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), isNull(employees.deletedAt)));
  const hidden = await employeesHiddenByPlan(
    db,
    ctx.companyId,
    planOfContext(ctx),
    rows.map((row) => row.id),
  );
  const [carrier] = rows.length > 0 ? rows : await db.select({ together }).from(sql`(select 1) as one`);
  return {
    count: rows.length,
    hidden,
    alongside: carrier?.together as Alongside<A>,
    visible: rows
      .filter((row) => !hidden.has(row.id))
      .map(({ firstName, lastName, openAgreementTypes, together: _together, ...row }) => ({
        ...row,
        name: `${firstName} ${lastName}`.trim(),
        openAgreementTypes: openAgreementTypes ?? [],
      })),
  };
}
