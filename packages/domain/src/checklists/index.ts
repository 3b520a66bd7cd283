export * from './checklist-board';
export * from './checklist-contracts';
export * from './checklist-messages';
export * from './checklist-rules';
