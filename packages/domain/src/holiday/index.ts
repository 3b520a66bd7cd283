export * from './feriedage';
export * from './holiday-balance';
export * from './holiday-contracts';
export * from './holiday-reminders';
export * from './holiday-year';
