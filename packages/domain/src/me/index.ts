export * from './acknowledgement';
export * from './me-messages';
export * from './my-documents';
export * from './my-equipment';
export * from './my-meetings';
export * from './my-profile';
export * from './my-tasks';
