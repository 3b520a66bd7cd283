export * from './equipment-contracts';
export * from './equipment-icons';
export * from './equipment-messages';
export * from './equipment-status';
