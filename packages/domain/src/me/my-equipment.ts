import { z } from 'zod';
import { acknowledgementStateSchema } from './acknowledgement';

/** The Danish texts of Udstyr in 'Mig' and of the admin's 'Kvittering for udlevering' (issue 27). */
export const EQUIPMENT_RECEIPT_MESSAGES = {
  title: 'Kvittering for udlevering',
  returned: 'Afleveret',
  alreadyRequested: 'Der er allerede bedt om en kvittering for denne udlevering.',
  returnConfirm:
    'Registrér udstyret som afleveret? Udstyret bliver samtidig registreret som ikke tildelt. Kvitteringen bevares.',
} as const;

/** A hand-over receipt ('Kvittering for udlevering'): asked for, acknowledged, and at return 'Afleveret'. */
export const equipmentReceiptSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  /** The holder's name when the admin reads it; the employee's own name in 'Mig'. */
  employeeName: z.string(),
  itemDescription: z.string(),
  serialNumber: z.string(),
  acknowledgement: acknowledgementStateSchema,
  returnedAt: z.string().nullable(),
  pdfUrl: z.string(),
});
export type EquipmentReceipt = z.infer<typeof equipmentReceiptSchema>;

/** At most this many receipts of one item are listed (one per hand-over: far more than an item ever has). */
export const EQUIPMENT_RECEIPTS_MAX = 200;

/** GET /api/equipment/:equipmentId/receipts: the admin's view, newest first. */
export const equipmentReceiptListSchema = z.object({ receipts: z.array(equipmentReceiptSchema) });
export type EquipmentReceiptList = z.infer<typeof equipmentReceiptListSchema>;

/** GET /api/me/equipment: one item the employee holds, with its latest receipt. */
export const myEquipmentItemSchema = z.object({
  id: z.string(),
  typeName: z.string(),
  typeIcon: z.string(),
  variantName: z.string(),
  serialNumber: z.string(),
  startDate: z.string().nullable(),
  receipt: equipmentReceiptSchema.nullable(),
});
export type MyEquipmentItem = z.infer<typeof myEquipmentItemSchema>;

/** What the employee holds, and the receipts of what they handed back (kept: they are evidence). */
export const myEquipmentSchema = z.object({
  items: z.array(myEquipmentItemSchema),
  returned: z.array(equipmentReceiptSchema),
});
export type MyEquipment = z.infer<typeof myEquipmentSchema>;

/** The item as a receipt names it, 'Computer – MacBook Air 13"' (no icon: the PDF's fonts have no emoji). */
export function receiptItemDescription(parts: { typeName: string; variantName: string }): string {
  return [parts.typeName.trim(), parts.variantName.trim()].filter((part) => part !== '').join(' – ');
}
