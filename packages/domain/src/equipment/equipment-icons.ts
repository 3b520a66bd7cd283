/**
 * The icons a category can have (hr-core §3 EquipmentType.icon: an emoji), each with a Danish label for the picker
 * and for screen readers. A curated list rather than a full emoji library (decision 023): it keeps the picker
 * small, searchable in Danish, and lets the server refuse anything else.
 */
export const EQUIPMENT_ICONS = [
  { emoji: '💻', label: 'Bærbar computer' },
  { emoji: '🖥️', label: 'Skærm' },
  { emoji: '⌨️', label: 'Tastatur' },
  { emoji: '🖱️', label: 'Mus' },
  { emoji: '🖨️', label: 'Printer' },
  { emoji: '📱', label: 'Telefon' },
  { emoji: '☎️', label: 'Fastnettelefon' },
  { emoji: '🎧', label: 'Headset' },
  { emoji: '📷', label: 'Kamera' },
  { emoji: '🔌', label: 'Oplader' },
  { emoji: '🔋', label: 'Batteri' },
  { emoji: '💾', label: 'Lagring' },
  { emoji: '📡', label: 'Router' },
  { emoji: '📺', label: 'Tv' },
  { emoji: '⌚', label: 'Ur' },
  { emoji: '🔑', label: 'Nøgler' },
  { emoji: '🗝️', label: 'Gammel nøgle' },
  { emoji: '💳', label: 'Kort' },
  { emoji: '🪪', label: 'ID-kort' },
  { emoji: '🚗', label: 'Firmabil' },
  { emoji: '🚐', label: 'Varevogn' },
  { emoji: '🚲', label: 'Cykel' },
  { emoji: '🛴', label: 'Løbehjul' },
  { emoji: '⛽', label: 'Brændstof' },
  { emoji: '🅿️', label: 'Parkering' },
  { emoji: '🦺', label: 'Sikkerhedsvest' },
  { emoji: '⛑️', label: 'Hjelm' },
  { emoji: '🥽', label: 'Beskyttelsesbriller' },
  { emoji: '🧤', label: 'Handsker' },
  { emoji: '👢', label: 'Sikkerhedssko' },
  { emoji: '👔', label: 'Arbejdstøj' },
  { emoji: '🧰', label: 'Værktøjskasse' },
  { emoji: '🔧', label: 'Værktøj' },
  { emoji: '🔨', label: 'Hammer' },
  { emoji: '🪜', label: 'Stige' },
  { emoji: '📦', label: 'Pakke' },
  { emoji: '🪑', label: 'Stol' },
  { emoji: '🗄️', label: 'Arkivskab' },
  { emoji: '💡', label: 'Lampe' },
  { emoji: '📚', label: 'Bøger' },
  { emoji: '✏️', label: 'Skriveredskaber' },
  { emoji: '🎒', label: 'Taske' },
  { emoji: '☕', label: 'Kaffemaskine' },
  { emoji: '🏷️', label: 'Mærkat' },
  { emoji: '📄', label: 'Licens' },
  { emoji: '🔒', label: 'Lås' },
  { emoji: '🩺', label: 'Udstyr til sundhed' },
  { emoji: '⭐', label: 'Andet' },
] as const;

export type EquipmentIcon = (typeof EQUIPMENT_ICONS)[number]['emoji'];

const ICON_SET: ReadonlySet<string> = new Set(EQUIPMENT_ICONS.map((icon) => icon.emoji));

export function isEquipmentIcon(value: string): value is EquipmentIcon {
  return ICON_SET.has(value);
}

export function equipmentIconLabel(emoji: string): string {
  return EQUIPMENT_ICONS.find((icon) => icon.emoji === emoji)?.label ?? 'Ikon';
}
