export * from './conversation';
export * from './deadline-reminders';
export * from './parental-leave-periods';
export * from './rule-120';
export * from './sick-periods';
export * from './sickness-contracts';
export * from './sickness-messages';
export * from './upcoming-deadlines';
