import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar-date-schema';
import { isEquipmentIcon } from './equipment-icons';
import { EQUIPMENT_MESSAGES } from './equipment-messages';
import { EQUIPMENT_STATUSES } from './equipment-status';

export const EQUIPMENT_TEXT_MAX = 200;
export const EQUIPMENT_NOTES_MAX = 5_000;
/** decision 023: the list answers at most this many rows per request. */
export const EQUIPMENT_PAGE_MAX = 500;
/** decision 023: a company's categories and a category's variants are read whole, up to these. */
export const EQUIPMENT_TYPES_MAX = 500;
export const EQUIPMENT_VARIANTS_MAX = 500;

const M = EQUIPMENT_MESSAGES;

const name = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(EQUIPMENT_TEXT_MAX, M.textTooLong);

/** An id a form picks from a list; blank is 'missing' (the field's own message). */
const chosenId = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(100, missing);

/** An optional calendar date: '' or absent is none. */
const optionalDate = z
  .union([z.literal(''), calendarDateSchema, z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/** hr-core §3 EquipmentType and §5: a category needs a name ('Navn mangler') and an icon. */
export const equipmentTypeFormSchema = z.object({
  name: name(M.nameMissing),
  icon: z
    .string({ error: M.iconMissing })
    .trim()
    .min(1, { message: M.iconMissing, abort: true })
    .refine(isEquipmentIcon, M.iconInvalid),
});
export type EquipmentTypeForm = z.input<typeof equipmentTypeFormSchema>;
export type EquipmentTypeInput = z.output<typeof equipmentTypeFormSchema>;

/** hr-core §3 EquipmentVariant and §5: a variant needs a name. */
export const equipmentVariantFormSchema = z.object({ name: name(M.nameMissing) });
export type EquipmentVariantInput = z.output<typeof equipmentVariantFormSchema>;

/**
 * hr-core §3 Equipment and the creation modal's second step: the category, the variant ('Variant mangler'), then
 * Tildelt (an employee or none), serial number (trimmed), start and end date, notes.
 */
export const equipmentFormSchema = z
  .object({
    equipmentTypeId: chosenId(M.typeMissing),
    equipmentVariantId: chosenId(M.variantMissing),
    assignedToId: z
      .union([z.string().trim().max(100), z.null()])
      .optional()
      .transform((value) => (value ? value : null)),
    serialNumber: z.string().trim().max(EQUIPMENT_TEXT_MAX, M.textTooLong).default(''),
    startDate: optionalDate,
    endDate: optionalDate,
    notes: z.string().trim().max(EQUIPMENT_NOTES_MAX, M.notesTooLong).default(''),
  })
  .superRefine((value, context) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    }
  });
export type EquipmentForm = z.input<typeof equipmentFormSchema>;
export type EquipmentInput = z.output<typeof equipmentFormSchema>;

/** 'Marker som inaktiv' / 'Marker som aktiv'. */
export const equipmentInactiveSchema = z.object({ inactive: z.boolean() });

/** GET /api/equipment: search, filters Kategori, Tildelt ('none' for 'Ikke tildelt') and Status, one page. */
export const equipmentListQuerySchema = z.object({
  search: z.string().trim().max(EQUIPMENT_TEXT_MAX).optional(),
  equipmentTypeId: z.string().max(100).optional(),
  assignedToId: z.string().max(100).optional(),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(EQUIPMENT_PAGE_MAX).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type EquipmentListQuery = z.input<typeof equipmentListQuerySchema>;
export type EquipmentListFilters = z.output<typeof equipmentListQuerySchema>;

export const equipmentTypeRefSchema = z.object({ id: z.string(), name: z.string(), icon: z.string() });
export const equipmentVariantRefSchema = z.object({ id: z.string(), name: z.string() });
export const equipmentAssigneeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The employee is inactive: the item 'Skal returneres' (issue 11). */
  inactive: z.boolean(),
});
export type EquipmentAssignee = z.infer<typeof equipmentAssigneeSchema>;

export const equipmentListItemSchema = z.object({
  id: z.string(),
  type: equipmentTypeRefSchema,
  variant: equipmentVariantRefSchema,
  assignedTo: equipmentAssigneeSchema.nullable(),
  serialNumber: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  inactive: z.boolean(),
  status: z.enum(EQUIPMENT_STATUSES),
  /** Assigned to an inactive employee and not inactive itself. */
  mustReturn: z.boolean(),
});
export type EquipmentListItem = z.infer<typeof equipmentListItemSchema>;

export const equipmentListResponseSchema = z.object({
  items: z.array(equipmentListItemSchema),
  /** Rows matching the filters, beyond this page too. */
  total: z.number().int(),
  /** Whether the company may change equipment (docs/rules/equipment.md#ruling-26); the list is shown dimmed when not. */
  canEdit: z.boolean(),
});
export type EquipmentListResponse = z.infer<typeof equipmentListResponseSchema>;

export const equipmentFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  extension: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
});
export type EquipmentFile = z.infer<typeof equipmentFileSchema>;

/** One line of an item's history: an assignment period, or a change from the audit rows. */
export const equipmentAssignmentSchema = z.object({
  employeeId: z.string().nullable(),
  name: z.string(),
  from: z.string(),
  /** Null while it lasts. */
  to: z.string().nullable(),
});
export type EquipmentAssignment = z.infer<typeof equipmentAssignmentSchema>;

export const equipmentChangeSchema = z.object({
  /** The audit row's id. */
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  /** Danish: what happened, e.g. 'Serienummer ændret'. */
  text: z.string(),
});
export type EquipmentChange = z.infer<typeof equipmentChangeSchema>;

export const equipmentDetailSchema = equipmentListItemSchema.extend({
  notes: z.string(),
  files: z.array(equipmentFileSchema),
  assignments: z.array(equipmentAssignmentSchema),
  changes: z.array(equipmentChangeSchema),
  createdAt: z.string(),
});
export type EquipmentDetail = z.infer<typeof equipmentDetailSchema>;

export const equipmentTypeSummarySchema = equipmentTypeRefSchema.extend({
  itemCount: z.number().int(),
  variantCount: z.number().int(),
});
export type EquipmentTypeSummary = z.infer<typeof equipmentTypeSummarySchema>;

export const equipmentTypeListResponseSchema = z.object({
  items: z.array(equipmentTypeSummarySchema),
  canEdit: z.boolean(),
});
export type EquipmentTypeListResponse = z.infer<typeof equipmentTypeListResponseSchema>;

export const equipmentVariantSummarySchema = equipmentVariantRefSchema.extend({
  itemCount: z.number().int(),
});
export type EquipmentVariantSummary = z.infer<typeof equipmentVariantSummarySchema>;

export const equipmentTypeDetailSchema = equipmentTypeSummarySchema.extend({
  variants: z.array(equipmentVariantSummarySchema),
});
export type EquipmentTypeDetail = z.infer<typeof equipmentTypeDetailSchema>;
