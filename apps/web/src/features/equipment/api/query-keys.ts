import { EQUIPMENT_QUERY_KEY } from '../../../lib/shared-api/query-keys';

export function equipmentItemKey(equipmentId: string) {
  return [...EQUIPMENT_QUERY_KEY, 'one', equipmentId] as const;
}
export const EQUIPMENT_TYPES_KEY = [...EQUIPMENT_QUERY_KEY, 'types'] as const;
export function equipmentTypeKey(typeId: string) {
  return [...EQUIPMENT_TYPES_KEY, 'one', typeId] as const;
}
