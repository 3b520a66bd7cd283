// What other features may use of Sygefravær (DESIGN.md: a feature uses another only through its public.ts).
export { EmployeeParentalLeaveSection } from './employee-parental-leave-section';
export { EmployeeSicknessSection } from './employee-sickness-section';
export { OpenParentalLeave } from './open-parental-leave';
export { OpenSickPeriods } from './open-sick-periods';
export { SickDeadlinesBlock } from './sick-deadlines-block';
