// What other features may use of checklists (DESIGN.md: a feature uses another only through its public.ts).
export { MyTasksBlock } from './my-tasks/my-tasks-block';
