export * from './billing-amounts';
export * from './billing-contracts';
export * from './billing-messages';
export * from './subscription-rules';
