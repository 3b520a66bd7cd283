export * from './notification-contracts';
export * from './notification-kinds';
export * from './notification-texts';
export * from './push-contracts';
export * from './sending-window';
export * from './weekly-summary';
