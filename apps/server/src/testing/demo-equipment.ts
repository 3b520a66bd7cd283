import { addDays, danishToday } from '@kollega/domain';
import type { Db } from '../db/database';
import { auditLog, equipment, equipmentTypes, equipmentVariants } from '../db/schema/index';

export interface DemoAssignee {
  id: string;
  name: string;
}

/** The demo categories (issue 11), each with its variants and a serial-number prefix. */
export const DEMO_EQUIPMENT_TYPES = [
  {
    name: 'Computer',
    icon: '💻',
    prefix: 'C02',
    variants: ['MacBook Air 13"', 'MacBook Pro 14"', 'Lenovo ThinkPad T14'],
  },
  {
    name: 'Telefon',
    icon: '📱',
    prefix: 'IMEI35',
    variants: ['iPhone 15', 'iPhone 13', 'Samsung Galaxy S23'],
  },
  { name: 'Nøgler', icon: '🔑', prefix: 'NØG', variants: ['Hoveddør', 'Kontor 2. sal', 'Lager'] },
  { name: 'Firmabil', icon: '🚗', prefix: 'AB', variants: ['VW ID.4', 'Toyota Corolla Touring'] },
  { name: 'Skærm', icon: '🖥️', prefix: 'DEL', variants: ['Dell 27"', 'LG UltraFine 24"'] },
  { name: 'Headset', icon: '🎧', prefix: 'JAB', variants: ['Jabra Evolve2 65'] },
] as const;

export interface DemoEquipmentItem {
  typeIndex: number;
  variantIndex: number;
  assignedTo: DemoAssignee | null;
  serialNumber: string;
  startDate: string | null;
  endDate: string | null;
  notes: string;
  inactive: boolean;
}

/**
 * A lived-in set for the demo company and the bench: every status of hr-core §4 in turn (Aktiv, Udløber inden for
 * 1 måned, Udløbet, Mangler serienummer, Inaktiv, and unassigned ones), over the categories and people. With
 * `count` the pattern repeats until there are that many (40 by default).
 */
export function demoEquipment(
  people: DemoAssignee[],
  options: { now?: Date; count?: number } = {},
): DemoEquipmentItem[] {
  const today = danishToday(options.now ?? new Date());
  const count = options.count ?? 40;
  const items: DemoEquipmentItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const typeIndex = index % DEMO_EQUIPMENT_TYPES.length;
    const type = DEMO_EQUIPMENT_TYPES[typeIndex]!;
    const variantIndex = Math.floor(index / DEMO_EQUIPMENT_TYPES.length) % type.variants.length;
    const pattern = index % 6;
    const person = people.length > 0 && pattern !== 5 ? people[index % people.length]! : null;
    const serial = `${type.prefix}-${String(100_000 + index)}`;
    const startDate = addDays(today, -30 - (index % 700));
    items.push({
      typeIndex,
      variantIndex,
      assignedTo: person,
      serialNumber: pattern === 3 ? '' : serial,
      startDate,
      endDate:
        pattern === 1
          ? addDays(today, 3 + (index % 25))
          : pattern === 2
            ? addDays(today, -1 - (index % 60))
            : pattern === 0
              ? addDays(today, 60 + (index % 900))
              : null,
      notes: pattern === 0 ? 'Udleveret med oplader og taske.' : '',
      inactive: pattern === 4,
    });
  }
  return items;
}

/**
 * Writes the categories, variants and items in a few statements (the bench's 5,000 too), each item with the
 * 'equipment.create' audit row its history starts from. Returns the number of items.
 */
export async function insertDemoEquipment(
  db: Db,
  companyId: string,
  items: DemoEquipmentItem[],
): Promise<number> {
  const types = await db
    .insert(equipmentTypes)
    .values(DEMO_EQUIPMENT_TYPES.map((type) => ({ companyId, name: type.name, icon: type.icon })))
    .returning({ id: equipmentTypes.id, name: equipmentTypes.name });
  const typeIds = DEMO_EQUIPMENT_TYPES.map((type) => types.find((row) => row.name === type.name)!.id);
  const variantRows = DEMO_EQUIPMENT_TYPES.flatMap((type, typeIndex) =>
    type.variants.map((name) => ({ companyId, equipmentTypeId: typeIds[typeIndex]!, name })),
  );
  const variants = await db.insert(equipmentVariants).values(variantRows).returning({
    id: equipmentVariants.id,
    typeId: equipmentVariants.equipmentTypeId,
    name: equipmentVariants.name,
  });
  const variantId = (typeIndex: number, variantIndex: number) => {
    const name = DEMO_EQUIPMENT_TYPES[typeIndex]!.variants[variantIndex]!;
    return variants.find((row) => row.typeId === typeIds[typeIndex] && row.name === name)!.id;
  };
  const BATCH = 1_000;
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH);
    const inserted = await db
      .insert(equipment)
      .values(
        batch.map((item) => ({
          companyId,
          equipmentTypeId: typeIds[item.typeIndex]!,
          equipmentVariantId: variantId(item.typeIndex, item.variantIndex),
          assignedToId: item.assignedTo?.id ?? null,
          serialNumber: item.serialNumber,
          startDate: item.startDate,
          endDate: item.endDate,
          notes: item.notes,
          inactive: item.inactive,
        })),
      )
      .returning({ id: equipment.id });
    await db.insert(auditLog).values(
      inserted.map((row, index) => ({
        companyId,
        actorUserId: null,
        action: 'equipment.create',
        entityType: 'equipment',
        entityId: row.id,
        details: {
          assignedTo: batch[index]!.assignedTo,
          seed: true,
        },
      })),
    );
  }
  return items.length;
}
