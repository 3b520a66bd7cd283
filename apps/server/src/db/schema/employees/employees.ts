import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';

/**
 * The HR record of a person in a company (docs/rules/employees.md#ruling-1): every field of hr-core §3. Every person has one; a
 * login (`user_id`) only when they are an admin or have app access. Optional text is stored as '' (never
 * null), optional dates and numbers as null.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobPosition: text('job_position').notNull().default(''),
    department: text('department').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The work e-mail (unique across the installation, docs/rules/employees.md#ruling-1), set once at creation. */
    email: text('email').notNull(),
    privateEmail: text('private_email').notNull().default(''),
    privatePhone: text('private_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    city: text('city').notNull().default(''),
    /**
     * The CPR number, encrypted (DESIGN.md rule 5): `v1:<keyId>:<iv>:<tag>:<data>` from the field cipher, bound
     * to this row's id. Never in clear text in the database.
     */
    cprEncrypted: text('cpr_encrypted'),
    /** The key the CPR number is encrypted with, beside the value, so a key rotation finds what to rewrite. */
    cprKeyId: text('cpr_key_id'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    note: text('note').notNull().default(''),
    emergencyContactName: text('emergency_contact_name').notNull().default(''),
    emergencyContactPhone: text('emergency_contact_phone').notNull().default(''),
    /** hr-core §4: fullTime, partTime, …; null until chosen. */
    employmentType: text('employment_type'),
    /** hr-core §4: active, inactive, sickLeave, leave, other. */
    employmentStatus: text('employment_status').notNull().default('active'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** In øre (DESIGN.md rule 4); the form shows kroner. */
    salaryOre: integer('salary_ore'),
    bankAccount: text('bank_account').notNull().default(''),
    salaryNote: text('salary_note').notNull().default(''),
    /** 'admin' or 'employee' (docs/rules/auth-and-access.md#ruling-2). */
    role: text('role').notNull().default('employee'),
    /** Storage key of the profile photo, under {companyId}/users/{id}/profilePhoto/. */
    profilePhotoKey: text('profile_photo_key'),
    // settings (hr-core §3), one column each so billing and time registration can count them in SQL.
    exemptFrom1to1: boolean('exempt_from_1to1').notNull().default(false),
    exemptFromEpr: boolean('exempt_from_epr').notNull().default(false),
    exemptFromSalary: boolean('exempt_from_salary').notNull().default(false),
    exemptFromEmploymentContract: boolean('exempt_from_employment_contract').notNull().default(false),
    mobileAppAccess: boolean('mobile_app_access').notNull().default(false),
    timeRegistrationExempt: boolean('time_registration_exempt').notNull().default(false),
    /** hr-core §3 settings.timeRegistration.individualTimeLogSettings: their own norm week applies. */
    individualTimeLogSettings: boolean('individual_time_log_settings').notNull().default(false),
    /**
     * The afspadsering bank's opening balance ('Startsaldo', decision 052): hours carried in from before
     * Kollega, the bank's balance at the start of `time_bank_opening_date`. Both null: no opening balance.
     */
    timeBankOpeningHours: numeric('time_bank_opening_hours', { precision: 6, scale: 2, mode: 'number' }),
    timeBankOpeningDate: date('time_bank_opening_date', { mode: 'string' }),
    /** hr-core §3 date_created; also the creation order that plan limits count in (docs/rules/employees.md#ruling-4). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when an employee with time registrations is deleted: the registrations must be kept five years
     * (docs/rules/timereg.md#ruling-14), so the record stays with only the name and employment dates; everything else is wiped
     * and it is hidden everywhere.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set when the person's data is anonymised after they left (issue 33, decision 050: the retention job or
     * 'Anonymisér nu'): the name is 'Tidligere medarbejder {anonymised_number}', contact data, CPR, photo, files
     * and free texts are gone; the figures time registration and holiday need stay.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** The company's running number in 'Tidligere medarbejder 17'. */
    anonymisedNumber: integer('anonymised_number'),
    /** Set when the texts and files of the agreements about the person were cleared (their own retention). */
    agreementTextsClearedAt: timestamp('agreement_texts_cleared_at', { withTimezone: true }),
  },
  (table) => [
    index('employees_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // One HR record per login; a login belongs to one company.
    uniqueIndex('employees_user_unique').on(table.userId),
    uniqueIndex('employees_email_unique').on(sql`lower(${table.email})`),
    // Each number once per company, so two runs at once cannot both name someone 'Tidligere medarbejder 17'.
    uniqueIndex('employees_company_anonymised_number_unique')
      .on(table.companyId, table.anonymisedNumber)
      .where(sql`${table.anonymisedNumber} is not null`),
  ],
);
