export * from './import-contracts';
export * from './import-fields';
export * from './import-rows';
