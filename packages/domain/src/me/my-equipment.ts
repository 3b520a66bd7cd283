import { z } from 'zod';
import { acknowledgementStateSchema } from './acknowledgement';

/** A hand-over receipt ('Kvittering for udlevering'): asked for, acknowledged, and at return 'Afleveret'. */
export const equipmentReceiptSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  itemDescription: z.string(),
  serialNumber: z.string(),
  acknowledgement: acknowledgementStateSchema,
  returnedAt: z.string().nullable(),
  pdfUrl: z.string(),
});
export type EquipmentReceipt = z.infer<typeof equipmentReceiptSchema>;

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

export const myEquipmentSchema = z.object({ items: z.array(myEquipmentItemSchema) });
export type MyEquipment = z.infer<typeof myEquipmentSchema>;
