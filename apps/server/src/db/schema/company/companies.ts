import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hrContacts } from '../admin/platform-content';
import { users } from '../auth/auth-tables';

/**
 * The tenant: every company-scoped table has `company_id NOT NULL` referencing this one (DESIGN.md rule 1).
 * Fields from hr-core §3 (Company) and time-registration §3 (billing fields).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    city: text('city').notNull().default(''),
    vat: text('vat').notNull().default(''),
    /** The owner is always admin and cannot be removed (hr-core §6). Null only for seed data without a login. */
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    /** hr-core §3 timeSettings: the owner's clock at sign-up. */
    timeSettings: jsonb('time_settings').$type<{ ownerDateISOString: string; ownerTimeZoneOffset: number }>(),
    /** docs/rules/timereg.md#ruling-12: weeks before this date are read-only in time registration (null: none). */
    timeRegistrationLockDate: date('time_registration_lock_date', { mode: 'string' }),
    /**
     * 'Påmindelse om manglende registrering' (issue 26, decision 040): 'off', 'in-app' or 'e-mail' (the domain's
     * MISSING_ENTRY_REMINDERS). Text, not an enum, so 'push' can join without a migration.
     */
    missingEntryReminder: text('missing_entry_reminder').notNull().default('in-app'),
    /**
     * 'Lønarter' (issue 28): the payroll system's code per pay category ('NORMAL', 'OVERTID', ...), for the
     * Danløn layout of the Lønudtræk. A category left out has no code yet.
     */
    payrollCodes: jsonb('payroll_codes').$type<Partial<Record<string, string>>>().notNull().default({}),
    /**
     * 'Løn og tillæg' (issue 34, decision 045): the collective agreement's supplement bands and overtime split,
     * as the domain's `PayRules` (validated by `payRulesSchema` on the way in). Null: never set (no pay rules).
     */
    payRules: jsonb('pay_rules').$type<unknown>(),
    /** 'Overarbejde går automatisk til afspadsering' (decision 052): new overtime is banked. */
    timeBankAuto: boolean('time_bank_auto').notNull().default(false),
    /** 'Tillad negativ afspadseringssaldo' (decision 052): Afspadsering may exceed the bank. */
    timeBankAllowNegative: boolean('time_bank_allow_negative').notNull().default(false),
    /**
     * Issue 34 (decision 044): the optional absence types the company uses, with norm and quotas, as the domain's
     * `AbsenceTypeSettings` (validated by `absenceTypeSettingsSchema` on the way in). Null: never set (none used).
     */
    absenceTypes: jsonb('absence_types').$type<unknown>(),
    useAlternativeBillingAddress: boolean('use_alternative_billing_address').notNull().default(false),
    billingName: text('billing_name').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    billingZipcode: text('billing_zipcode').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingVat: text('billing_vat').notNull().default(''),
    billingEmail: text('billing_email').notNull().default(''),
    /** time-registration §3 {product}Contact: the HR contact the super admin picked (null: 'Ingen valgt'). */
    hrContactId: uuid('hr_contact_id').references(() => hrContacts.id, { onDelete: 'set null' }),
    /** time-registration §3 recruitmentPlatformActivated, set by the super admin. */
    recruitmentPlatformActivated: boolean('recruitment_platform_activated').notNull().default(false),
    /** The owner's 'Kræv to-trinsbekræftelse for administratorer' (decision 034). */
    requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
    /**
     * 'Luk konto' (issue 33, decision 051): when the owner closed the account. While set, the company's users can
     * read but not change anything, billing is skipped, and the owner may reopen it until `closure_delete_after`.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the closure job deletes the company's data (30 days after `closed_at`). */
    closureDeleteAfter: timestamp('closure_delete_after', { withTimezone: true }),
    /** When the closure job deleted it: only this row's identity and the issued invoices remain. */
    closureDeletedAt: timestamp('closure_deleted_at', { withTimezone: true }),
    /**
     * 'Opbevaring efter fratræden' (issue 33, decision 050): months a former employee's personal data and
     * documents, and their agreements' texts, are kept after the end date; time registrations after their month
     * (at least 60, docs/rules/timereg.md#ruling-14). Checked by `retentionSettingsSchema` on the way in.
     */
    retentionPersonalDataMonths: integer('retention_personal_data_months').notNull().default(60),
    retentionAgreementTextsMonths: integer('retention_agreement_texts_months').notNull().default(60),
    retentionTimeRegistrationMonths: integer('retention_time_registration_months').notNull().default(60),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One company per CVR number ('Der findes allerede en virksomhed med det CVR-nr.').
    uniqueIndex('companies_vat_unique').on(table.vat).where(sql`${table.vat} <> ''`),
  ],
);
