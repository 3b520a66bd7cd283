/** The notifications feature as the app shell, the profile and the employee app use it (issue 26). */
export { NotificationBell } from './notification-bell';
export { NotificationPreferencesSection } from './notification-preferences';
export { PushSection, PushSwitch } from './push-switch';
