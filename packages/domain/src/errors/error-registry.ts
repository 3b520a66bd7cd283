import { ADMIN_MESSAGES } from '../admin/admin-contracts';
import { AUTH_MESSAGES, EMAIL_ACTION_MESSAGES } from '../auth/auth-contracts';
import { PASSKEY_MESSAGES } from '../auth/passkeys';
import { TWO_FACTOR_MESSAGES } from '../auth/two-factor';
import { BILLING_MESSAGES } from '../billing/billing-messages';
import { CHECKLIST_MESSAGES } from '../checklists/checklist-messages';
import { CLOSURE_MESSAGES } from '../company/company-closure';
import { COMPANY_MESSAGES } from '../company/company-contracts';
import { EMPLOYEE_MESSAGES } from '../employees/employee-contracts';
import { EMPLOYEE_DOCUMENT_MESSAGES } from '../employees/employee-documents';
import { PROFILE_MESSAGES } from '../employees/profile-contracts';
import { EQUIPMENT_MESSAGES } from '../equipment/equipment-messages';
import { EXPORT_MESSAGES } from '../exports/export-contracts';
import { HOLIDAY_MESSAGES } from '../holiday/holiday-contracts';
import { IMPORT_MESSAGES } from '../imports/import-contracts';
import { PASSWORD_ATTEMPT_MESSAGES } from '../me/acknowledgement';
import { ME_MESSAGES } from '../me/me-messages';
import { EQUIPMENT_RECEIPT_MESSAGES } from '../me/my-equipment';
import { MY_TASK_MESSAGES } from '../me/my-tasks';
import { RETENTION_MESSAGES } from '../privacy/retention';
import { REPORT_MESSAGES } from '../reports/report-contracts';
import { SICKNESS_MESSAGES } from '../sickness/sickness-messages';
import { ABSENCE_TYPE_MESSAGES } from '../timereg/absence-types';
import { CHILD_SICK_MESSAGES } from '../timereg/child-sick-days';
import { PAYROLL_CODE_MESSAGES, PAYROLL_MESSAGES } from '../timereg/payroll';
import { TIME_BANK_MESSAGES } from '../timereg/time-bank';
import { TIMEREG_MESSAGES } from '../timereg/timereg-contracts';
import { REQUEST_MESSAGES } from './error-envelope';

interface ErrorDefinition {
  /** The HTTP status the code is always answered with. */
  readonly status: number;
  /** The Danish text shown when the thrower gives none more specific (a field's, a request guard's). */
  readonly message: string;
}

/**
 * Every error code the API answers, once (DESIGN.md rules 3 and 8): its status and its Danish message. The
 * server's `AppError` takes only these codes (an unknown one does not compile), takes its status from here, and
 * the web app compares `ApiError` codes against the same list. 'Der skete en fejl. Prøv igen senere.' is the
 * spec's general failure text (hr-core §8); texts the spec does not give follow its tone.
 */
export const ERRORS = {
  // The platform's own: any route, the input guard, the router, Node's HTTP parser.
  BAD_REQUEST: { status: 400, message: 'Forespørgslen kunne ikke forstås.' },
  VALIDATION_ERROR: { status: 400, message: 'Nogle af oplysningerne er ugyldige. Ret dem og prøv igen.' },
  UNAUTHENTICATED: { status: 401, message: 'Du skal logge ind for at fortsætte.' },
  FORBIDDEN: { status: 403, message: 'Du har ikke adgang til dette.' },
  NOT_FOUND: { status: 404, message: 'Siden eller data blev ikke fundet.' },
  REQUEST_TIMEOUT: { status: 408, message: REQUEST_MESSAGES.timeout },
  CONFLICT: { status: 409, message: 'Data er blevet ændret i mellemtiden. Genindlæs og prøv igen.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Filen eller forespørgslen er for stor.' },
  URI_TOO_LONG: { status: 414, message: REQUEST_MESSAGES.urlTooLong },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Formatet understøttes ikke.' },
  RATE_LIMITED: { status: 429, message: AUTH_MESSAGES.tooManyAttempts },
  // Fair sharing of the embedded server (issue 25): one user or company holds too much of it at once.
  USER_BUSY: { status: 429, message: 'Du har mange forespørgsler i gang. Vent et øjeblik, og prøv igen.' },
  COMPANY_BUSY: {
    status: 429,
    message: 'Din virksomhed har mange forespørgsler i gang lige nu. Vent et øjeblik, og prøv igen.',
  },
  HEADERS_TOO_LARGE: { status: 431, message: REQUEST_MESSAGES.headersTooLarge },
  INTERNAL_ERROR: { status: 500, message: 'Der skete en fejl. Prøv igen senere.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Tjenesten er midlertidigt utilgængelig. Prøv igen om lidt.' },

  // privacy: 'Anonymisér nu' (issue 33, decision 050).
  EMPLOYEE_NOT_ENDED: { status: 409, message: RETENTION_MESSAGES.notEnded },
  EMPLOYEE_ALREADY_ANONYMISED: { status: 409, message: RETENTION_MESSAGES.alreadyAnonymised },
  CANNOT_ANONYMISE_OWNER_OR_SELF: { status: 409, message: RETENTION_MESSAGES.ownerOrSelf },

  // exports: background jobs for heavy files (issue 25).
  EXPORT_NOT_READY: { status: 409, message: EXPORT_MESSAGES.notReady },
  EXPORT_FAILED: { status: 500, message: EXPORT_MESSAGES.failed },
  TOO_MANY_EXPORTS: { status: 429, message: EXPORT_MESSAGES.tooManyForUser },
  TOO_MANY_COMPANY_EXPORTS: { status: 429, message: EXPORT_MESSAGES.tooManyForCompany },
  // Overblik's XLSX over more than 3 months is a background job only (POST /api/exports/overview).
  OVERVIEW_EXPORT_TOO_LONG: { status: 422, message: EXPORT_MESSAGES.tooLongForDownload },

  // auth: who is calling, and the /api/account/* actions.
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Bekræft din e-mail, før du fortsætter.' },
  PROFILE_MISSING: { status: 403, message: 'Færdiggør din profil, før du fortsætter.' },
  SUBSCRIPTION_REQUIRED: { status: 403, message: 'Aktivt abonnement mangler' },
  ALREADY_VERIFIED: { status: 409, message: 'Din e-mail er allerede verificeret.' },
  RESEND_LOCKED: { status: 429, message: 'Vent lidt, før du sender e-mailen igen.' },
  EXPIRED_LINK: { status: 400, message: EMAIL_ACTION_MESSAGES.expiredLink },
  INVALID_LINK: { status: 400, message: EMAIL_ACTION_MESSAGES.invalidLink },
  USER_NOT_FOUND: { status: 404, message: AUTH_MESSAGES.forgotPasswordUnknownUser },
  // better-auth's own codes (/api/auth/*): the server keeps code and status and gives these messages.
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: AUTH_MESSAGES.loginFailed },
  USER_ALREADY_EXISTS: { status: 422, message: AUTH_MESSAGES.emailInUse },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 422, message: AUTH_MESSAGES.emailInUse },
  PASSWORD_TOO_SHORT: { status: 400, message: AUTH_MESSAGES.passwordTooShort },
  PASSWORD_TOO_LONG: { status: 400, message: AUTH_MESSAGES.passwordTooLong },
  INVALID_EMAIL: { status: 400, message: AUTH_MESSAGES.emailInvalid },
  // Two-factor sign-in (decision 034): better-auth's two-factor codes, and the app's own guard.
  INVALID_PASSWORD: { status: 400, message: TWO_FACTOR_MESSAGES.wrongPassword },
  INVALID_CODE: { status: 401, message: TWO_FACTOR_MESSAGES.invalidCode },
  INVALID_BACKUP_CODE: { status: 401, message: TWO_FACTOR_MESSAGES.invalidBackupCode },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: TWO_FACTOR_MESSAGES.challengeExpired },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 400, message: TWO_FACTOR_MESSAGES.challengeExpired },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 429, message: TWO_FACTOR_MESSAGES.locked },
  TOTP_ALREADY_ENABLED: { status: 400, message: TWO_FACTOR_MESSAGES.alreadyEnabled },
  TOTP_NOT_ENABLED: { status: 400, message: TWO_FACTOR_MESSAGES.notEnabled },
  TWO_FACTOR_NOT_ENABLED: { status: 400, message: TWO_FACTOR_MESSAGES.notEnabled },
  TWO_FACTOR_REQUIRED: { status: 403, message: TWO_FACTOR_MESSAGES.required },
  TWO_FACTOR_MANDATORY: { status: 403, message: TWO_FACTOR_MESSAGES.mandatory },
  OWNER_ONLY: { status: 403, message: TWO_FACTOR_MESSAGES.ownerOnly },
  TWO_FACTOR_OWNER_FIRST: { status: 409, message: TWO_FACTOR_MESSAGES.ownerFirst },
  // Passkeys (decision 053).
  PASSKEY_SIGN_IN_FAILED: { status: 401, message: PASSKEY_MESSAGES.signInFailed },
  PASSKEY_REGISTRATION_FAILED: { status: 400, message: PASSKEY_MESSAGES.registrationFailed },
  PASSKEY_SESSION_NOT_FRESH: { status: 403, message: PASSKEY_MESSAGES.notFresh },
  PASSKEY_ALREADY_ADDED: { status: 409, message: PASSKEY_MESSAGES.alreadyAdded },
  PASSKEY_LIMIT: { status: 409, message: PASSKEY_MESSAGES.limit },
  PASSKEY_NAME_INVALID: { status: 400, message: PASSKEY_MESSAGES.nameInvalid },

  // company
  ALREADY_HAS_COMPANY: { status: 409, message: COMPANY_MESSAGES.alreadyHasCompany },
  VAT_IN_USE: { status: 409, message: COMPANY_MESSAGES.vatInUse },
  VAT_READ_ONLY: { status: 400, message: COMPANY_MESSAGES.vatReadOnly },
  // 'Luk konto' (issue 33, decision 051).
  CLOSURE_OWNER_ONLY: { status: 403, message: CLOSURE_MESSAGES.ownerOnly },
  COMPANY_EXPORT_OWNER_ONLY: { status: 403, message: CLOSURE_MESSAGES.exportOwnerOnly },
  CLOSURE_NAME_MISMATCH: { status: 400, message: CLOSURE_MESSAGES.confirmNameMismatch },
  COMPANY_ALREADY_CLOSED: { status: 409, message: CLOSURE_MESSAGES.alreadyClosed },
  COMPANY_NOT_CLOSED: { status: 409, message: CLOSURE_MESSAGES.notClosed },
  COMPANY_CLOSED: { status: 403, message: CLOSURE_MESSAGES.closed },
  CVR_NOT_FOUND: { status: 404, message: COMPANY_MESSAGES.cvrNotFound },
  CVR_INVALID: { status: 400, message: COMPANY_MESSAGES.cvrInvalid },
  CVR_QUOTA_EXCEEDED: { status: 429, message: COMPANY_MESSAGES.cvrQuotaExceeded },
  CVR_UNAVAILABLE: { status: 503, message: COMPANY_MESSAGES.cvrUnavailable },

  // employees (and the own profile)
  EMAIL_IN_USE: { status: 409, message: EMPLOYEE_MESSAGES.emailInUse },
  EMPLOYEE_LIMIT_REACHED: { status: 403, message: EMPLOYEE_MESSAGES.limitReached },
  CANNOT_DELETE_SELF: { status: 403, message: EMPLOYEE_MESSAGES.cannotDeleteSelf },
  CANNOT_DELETE_OWNER: { status: 403, message: EMPLOYEE_MESSAGES.cannotDeleteOwner },
  EXPORT_CPR_OWNER_ONLY: { status: 403, message: EMPLOYEE_MESSAGES.exportCprOwnerOnly },
  DELETE_NAME_MISMATCH: { status: 400, message: EMPLOYEE_MESSAGES.deleteNameMismatch },
  CANNOT_DEMOTE_SELF: { status: 403, message: 'Du kan ikke fjerne din egen administratoradgang.' },
  OWNER_ALWAYS_ADMIN: { status: 400, message: EMPLOYEE_MESSAGES.ownerAlwaysAdmin },
  DOCUMENT_TOO_LARGE: { status: 413, message: EMPLOYEE_DOCUMENT_MESSAGES.tooLarge },
  // 'Importér medarbejdere' (issue 28, decision 038).
  IMPORT_FILE_TOO_LARGE: { status: 413, message: IMPORT_MESSAGES.fileTooLarge },
  IMPORT_FILE_WRONG_TYPE: { status: 415, message: IMPORT_MESSAGES.wrongType },
  IMPORT_FILE_UNREADABLE: { status: 400, message: IMPORT_MESSAGES.unreadable },
  IMPORT_FILE_EMPTY: { status: 400, message: IMPORT_MESSAGES.empty },
  IMPORT_TOO_MANY_ROWS: { status: 400, message: IMPORT_MESSAGES.tooManyRows },
  IMPORT_HAS_ERRORS: { status: 409, message: IMPORT_MESSAGES.hasErrors },
  IMPORT_LIMIT_REACHED: { status: 403, message: IMPORT_MESSAGES.limitReached },
  DOCUMENT_WRONG_TYPE: { status: 415, message: EMPLOYEE_DOCUMENT_MESSAGES.wrongType },
  UPLOAD_FAILED: { status: 400, message: EMPLOYEE_DOCUMENT_MESSAGES.uploadFailed },
  TOO_MANY_FILES: { status: 409, message: EMPLOYEE_DOCUMENT_MESSAGES.tooManyFiles },
  PHOTO_MISSING: { status: 400, message: PROFILE_MESSAGES.uploadFailed },
  PHOTO_TOO_LARGE: { status: 413, message: PROFILE_MESSAGES.photoTooLarge },
  PHOTO_WRONG_TYPE: { status: 415, message: PROFILE_MESSAGES.photoWrongType },

  // checklists (decision 024)
  CHECKLIST_TOO_LARGE: { status: 409, message: CHECKLIST_MESSAGES.tooLarge },

  // equipment
  BILLING_SAME_PLAN: { status: 409, message: BILLING_MESSAGES.samePlan },
  BILLING_OPEN_CHARGE: { status: 409, message: BILLING_MESSAGES.openCharge },
  BILLING_NO_CARD: { status: 409, message: BILLING_MESSAGES.noCard },
  BILLING_ORDER_CLOSED: { status: 409, message: BILLING_MESSAGES.orderClosed },
  BILLING_BAD_SIGNATURE: { status: 400, message: BILLING_MESSAGES.badSignature },
  BILLING_UNAVAILABLE: { status: 503, message: BILLING_MESSAGES.unavailable },
  BILLING_PAYMENT_DECLINED: { status: 402, message: BILLING_MESSAGES.paymentError },
  EQUIPMENT_PLAN_REQUIRED: { status: 403, message: EQUIPMENT_MESSAGES.planRequired },
  EQUIPMENT_SERIAL_IN_USE: { status: 409, message: EQUIPMENT_MESSAGES.serialInUse },
  EQUIPMENT_NAME_IN_USE: { status: 409, message: EQUIPMENT_MESSAGES.typeNameInUse },

  // reports (decision 042: premium plans, as equipment)
  REPORTS_PLAN_REQUIRED: { status: 403, message: REPORT_MESSAGES.planRequired },

  // timereg
  WEEK_LOCKED: { status: 409, message: TIMEREG_MESSAGES.weekLocked },
  // docs/rules/timereg.md#ruling-29 and issue 23: a day on or before 'Låst til og med', or before the employee's start date.
  DAY_LOCKED: { status: 409, message: TIMEREG_MESSAGES.dayLocked },
  BEFORE_START_DATE: { status: 409, message: TIMEREG_MESSAGES.beforeStartDate },
  WORK_ENDS_IN_FUTURE: { status: 409, message: TIMEREG_MESSAGES.workEndsInFuture },
  // Issue 23: a norm setting's 'Gælder fra' before the start date or in an approved or locked week.
  EFFECTIVE_FROM_BEFORE_START: { status: 409, message: TIMEREG_MESSAGES.effectiveFromBeforeStart },
  EFFECTIVE_FROM_LOCKED: { status: 409, message: TIMEREG_MESSAGES.effectiveFromLocked },
  NO_WORKING_DAYS: { status: 400, message: TIMEREG_MESSAGES.noWorkingDays },
  NOT_ELIGIBLE: { status: 403, message: TIMEREG_MESSAGES.notEligible },
  // Registrations that cannot be true (issue 17, decision 027); the server names the entry or day concerned.
  ENTRY_OVERLAP: { status: 409, message: TIMEREG_MESSAGES.overlap },
  DAY_OVER_24_HOURS: { status: 409, message: TIMEREG_MESSAGES.dayOverLimit },
  MIXED_DAY_UNCONFIRMED: { status: 409, message: TIMEREG_MESSAGES.mixedDayUnconfirmed },
  ABSENCE_ALREADY_REGISTERED: { status: 409, message: TIMEREG_MESSAGES.absenceAlreadyRegistered },
  /** Issue 34 (decision 044): an absence type the company has not chosen, and a year's quota used up. */
  ABSENCE_TYPE_NOT_ENABLED: { status: 409, message: ABSENCE_TYPE_MESSAGES.notEnabled },
  ABSENCE_QUOTA_EXCEEDED: { status: 409, message: ABSENCE_TYPE_MESSAGES.quotaExceeded },
  // Barns 2. sygedag directly after a 1. sygedag (decision 044); the server names the days.
  CHILD_SICK_SECOND_DAY: { status: 409, message: CHILD_SICK_MESSAGES.secondWithoutFirst },
  CHILD_SICK_FIRST_DAY_IN_USE: { status: 409, message: CHILD_SICK_MESSAGES.firstInUse },
  FUTURE_WORK: { status: 409, message: TIMEREG_MESSAGES.futureWork },
  WEEK_NOT_ENDED: { status: 409, message: TIMEREG_MESSAGES.weekNotEnded },
  // The afspadsering bank (decision 052); the server names the day and the balance it would have.
  TIME_BANK_NEGATIVE: { status: 409, message: TIME_BANK_MESSAGES.notEnough },
  // Clocking in and out (decision 030).
  CLOCK_ALREADY_RUNNING: { status: 409, message: TIMEREG_MESSAGES.clockAlreadyRunning },
  CLOCK_NOT_RUNNING: { status: 409, message: TIMEREG_MESSAGES.clockNotRunning },
  CLOCK_ALREADY_ON_BREAK: { status: 409, message: TIMEREG_MESSAGES.clockAlreadyOnBreak },
  CLOCK_NOT_ON_BREAK: { status: 409, message: TIMEREG_MESSAGES.clockNotOnBreak },
  CLOCK_TOO_SHORT: { status: 409, message: TIMEREG_MESSAGES.clockTooShort },
  CLOCK_TOO_LONG: { status: 409, message: TIMEREG_MESSAGES.clockTooLong },
  CLOCK_END_IN_FUTURE: { status: 409, message: TIMEREG_MESSAGES.clockEndInFuture },
  // What payroll needs (issue 17, decision 029).
  LOCK_DATE_BACKWARDS: { status: 409, message: PAYROLL_MESSAGES.lockDateBackwards },
  LOCK_DATE_IN_FUTURE: { status: 409, message: PAYROLL_MESSAGES.lockDateInFuture },
  PAYROLL_DANLOEN_INCOMPLETE: { status: 409, message: PAYROLL_CODE_MESSAGES.danloenIncomplete },

  // holiday (decision 026)
  HOLIDAY_NOT_EARNED: { status: 409, message: HOLIDAY_MESSAGES.notEarned },
  HOLIDAY_EXTRA_EXHAUSTED: { status: 409, message: HOLIDAY_MESSAGES.notEnoughExtraDays },
  HOLIDAY_REQUEST_OVERLAP: { status: 409, message: HOLIDAY_MESSAGES.overlap },
  HOLIDAY_ALREADY_REGISTERED: { status: 409, message: HOLIDAY_MESSAGES.alreadyRegistered },
  HOLIDAY_WORK_REGISTERED: { status: 409, message: HOLIDAY_MESSAGES.workRegistered },
  HOLIDAY_PERIOD_LOCKED: { status: 409, message: HOLIDAY_MESSAGES.periodLocked },
  // Sygefravær (issue 29).
  SICK_REPORT_NOT_FOUND: { status: 404, message: SICKNESS_MESSAGES.reportNotFound },
  SICK_REPORT_CLOSED: { status: 409, message: SICKNESS_MESSAGES.reportAlreadyClosed },
  SICK_REPORT_OVERLAP: { status: 409, message: SICKNESS_MESSAGES.reportOverlaps },
  SICK_AFTER_EMPLOYMENT: { status: 422, message: SICKNESS_MESSAGES.afterEmployment },
  SICK_RECOVERED_BEFORE_FIRST_DAY: { status: 422, message: SICKNESS_MESSAGES.recoveredBeforeFirstDay },
  HOLIDAY_REQUEST_DECIDED: { status: 409, message: HOLIDAY_MESSAGES.notPending },
  HOLIDAY_CANNOT_CANCEL: { status: 409, message: HOLIDAY_MESSAGES.cannotCancel },
  HOLIDAY_NOT_TRANSFER: { status: 400, message: HOLIDAY_MESSAGES.notTransfer },
  HOLIDAY_TRANSFER_LATE: { status: 409, message: HOLIDAY_MESSAGES.transferTooLate },
  HOLIDAY_TRANSFER_TOO_MANY: { status: 409, message: HOLIDAY_MESSAGES.transferTooMany },
  HOLIDAY_FIFTH_WEEK_ONLY: { status: 409, message: HOLIDAY_MESSAGES.fifthWeekOnly },

  // admin: the super admin's pages (decision 031)
  EMPLOYEE_HAS_NO_LOGIN: { status: 409, message: ADMIN_MESSAGES.noLogin },
  TEMPLATE_FILE_MISSING: { status: 400, message: ADMIN_MESSAGES.templateFileMissing },

  // me: the employee's own pages (issue 27, decision 041)
  NO_APP_ACCESS: { status: 403, message: ME_MESSAGES.noAppAccess },
  WRONG_PASSWORD: { status: 403, message: ME_MESSAGES.passwordWrong },
  ACKNOWLEDGEMENT_NOT_REQUESTED: { status: 409, message: ME_MESSAGES.notRequested },
  ALREADY_ACKNOWLEDGED: { status: 409, message: ME_MESSAGES.alreadyAcknowledged },
  EQUIPMENT_NOT_ASSIGNED: { status: 409, message: ME_MESSAGES.notAssigned },
  EQUIPMENT_ALREADY_RETURNED: { status: 409, message: ME_MESSAGES.alreadyReturned },
  PREPARATION_NOT_OPEN: { status: 409, message: ME_MESSAGES.preparationNotOpen },
  PASSWORD_ATTEMPTS: { status: 429, message: PASSWORD_ATTEMPT_MESSAGES.tooMany },
  RECEIPT_ALREADY_REQUESTED: { status: 409, message: EQUIPMENT_RECEIPT_MESSAGES.alreadyRequested },
  TASK_RETURNS_EQUIPMENT: { status: 409, message: MY_TASK_MESSAGES.returnsEquipment },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}

/** The Danish message of every code, for code that only needs the text. */
export const ERROR_MESSAGES = Object.fromEntries(
  Object.entries(ERRORS).map(([code, { message }]) => [code, message]),
) as { readonly [Code in ErrorCode]: (typeof ERRORS)[Code]['message'] };
