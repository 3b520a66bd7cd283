/**
 * What other features may use of equipment (DESIGN.md: "A feature uses another only through that feature's
 * public.ts"; scripts/check-boundaries.mjs lets nothing else through). Today: the items assigned to an employee,
 * which a new offboarding lists under 'Returnér udstyr', and the end of one assignment, which checking that list's
 * 'Aflevér <item>' task brings about (decision 048); and every item as the list shows it
 * (with Udstyr's status), which Rapporter counts (decision 042); and one item of the caller's company with the plan
 * check, which 'Mig''s hand-over receipts read (decision 041); and a person's hand-overs from the equipment audit
 * log, which 'Eksportér persondata' lists (decision 050).
 */
export { listEquipmentAssignedTo } from './assigned-equipment';
export { type EndAssignmentOutcome, endEquipmentAssignment } from './end-assignment';
export { canEditEquipment } from './equipment-plan';
export { joinedEquipment, loadEquipment, toListItem } from './equipment-record';
export { type HolderHandOver, holderHandOvers } from './holder-hand-overs';
