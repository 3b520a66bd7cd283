export * from './calendar';
export * from './entry-types';
export * from './iso-week';
export * from './public-holidays';
export * from './time-log-types';
