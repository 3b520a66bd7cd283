// The items assigned to an employee (offboarding wants them). The query lives in db/ so that another feature can
// import it without reaching into this one (scripts/check-boundaries.mjs); it is re-exported here for this feature.
export { type AssignedEquipment, listEquipmentAssignedTo } from '../../db/equipment-assigned';
