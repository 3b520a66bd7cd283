export * from './equipment-report';
export * from './headcount-report';
export * from './holiday-report';
export * from './overtime-report';
export * from './report-contracts';
export * from './report-months';
export * from './sickness-report';
