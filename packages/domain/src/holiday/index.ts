export * from './holiday-balance';
export * from './holiday-contracts';
export * from './holiday-year';
