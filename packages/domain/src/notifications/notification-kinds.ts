import { z } from 'zod';

/**
 * Every kind of notification Kollega announces (issue 26, decision 040). A kind is what a recipient chooses a
 * delivery for on 'Notifikationer'; its text is in notification-texts.ts. Event kinds are produced by a feature's
 * action; scheduled kinds by the scan (`runNotificationScan`) at a given moment.
 */
export const NOTIFICATION_KINDS = [
  'agreement-invitation',
  'agreement-reminder',
  'agreement-preparation-saved',
  'equipment-expiring',
  'equipment-expired',
  'equipment-receipt-requested',
  'checklist-task-assigned',
  'checklist-task-due',
  'checklist-task-overdue',
  'timereg-missing-entry',
  'timereg-weeks-awaiting-approval',
  'timereg-warning',
  'holiday-request',
  'holiday-decision',
  'holiday-fifth-week-lapsing',
  'billing-trial-ending',
  'billing-payment-failed',
  'billing-card-expiring',
  'employee-profile-changed',
  'absence-deadline',
  'weekly-summary',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The groups 'Notifikationer' shows the kinds in, in this order. */
export const NOTIFICATION_GROUPS = [
  {
    label: 'Aftaler',
    kinds: ['agreement-invitation', 'agreement-reminder', 'agreement-preparation-saved'],
  },
  { label: 'Udstyr', kinds: ['equipment-expiring', 'equipment-expired', 'equipment-receipt-requested'] },
  {
    label: 'Tjeklister',
    kinds: ['checklist-task-assigned', 'checklist-task-due', 'checklist-task-overdue'],
  },
  {
    label: 'Tidsregistrering',
    kinds: ['timereg-missing-entry', 'timereg-weeks-awaiting-approval', 'timereg-warning'],
  },
  { label: 'Ferie', kinds: ['holiday-request', 'holiday-decision', 'holiday-fifth-week-lapsing'] },
  {
    label: 'Abonnement',
    kinds: ['billing-trial-ending', 'billing-payment-failed', 'billing-card-expiring'],
  },
  { label: 'Medarbejdere', kinds: ['employee-profile-changed'] },
  { label: 'Sygefravær og barsel', kinds: ['absence-deadline'] },
  { label: 'Ugens overblik', kinds: ['weekly-summary'] },
] as const satisfies readonly { label: string; kinds: readonly NotificationKind[] }[];

/** The name of each kind on 'Notifikationer'. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'agreement-invitation': 'Invitationer til aftaler',
  'agreement-reminder': 'Påmindelse dagen før en aftale',
  'agreement-preparation-saved': 'En medarbejder har forberedt sig til en aftale',
  'equipment-expiring': 'Udstyr, der udløber inden for 30 dage',
  'equipment-expired': 'Udløbet udstyr',
  'equipment-receipt-requested': 'Kvittering for udlevering af udstyr til mig',
  'checklist-task-assigned': 'Opgaver, der tildeles mig',
  'checklist-task-due': 'Opgaver med frist om 3 dage',
  'checklist-task-overdue': 'Opgaver over fristen',
  'timereg-missing-entry': 'Manglende registrering for i går',
  'timereg-weeks-awaiting-approval': 'Uger, der venter på godkendelse',
  'timereg-warning': 'Advarsler om 11- og 48-timersreglen',
  'holiday-request': 'Nye ferieanmodninger',
  'employee-profile-changed': 'En medarbejder har rettet sine oplysninger',
  'holiday-decision': 'Svar på mine ferieanmodninger',
  'holiday-fifth-week-lapsing': '5. ferieuge, der bortfalder 31. december',
  'billing-trial-ending': 'Prøveperioden slutter',
  'billing-payment-failed': 'Mislykket betaling',
  'billing-card-expiring': 'Betalingskortet udløber',
  'absence-deadline': 'Frister for sygefravær og barsel (en uge før og på dagen)',
  'weekly-summary': 'Mandagsoverblik (jubilæer, runde fødselsdage, åbne aftaler)',
};

/**
 * How a recipient wants a kind delivered: in the app only, also by e-mail at once, in one daily e-mail (the
 * digest), or not at all. Every notification that is not 'off' is shown in the app.
 */
export const NOTIFICATION_DELIVERIES = ['in-app', 'e-mail', 'daily-digest', 'off'] as const;
export const notificationDeliverySchema = z.enum(NOTIFICATION_DELIVERIES);
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;

export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  'in-app': 'Kun i appen',
  'e-mail': 'E-mail',
  'daily-digest': 'Daglig opsamling',
  off: 'Fra',
};

/**
 * The delivery a kind has until the recipient chooses: what needs acting on soon comes by e-mail, the rest in
 * the app. An agreement's invitation is e-mail because it carries the calendar file.
 */
export const DEFAULT_NOTIFICATION_DELIVERY: Record<NotificationKind, NotificationDelivery> = {
  'agreement-invitation': 'e-mail',
  'agreement-reminder': 'in-app',
  'agreement-preparation-saved': 'in-app',
  'equipment-expiring': 'daily-digest',
  'equipment-expired': 'e-mail',
  'equipment-receipt-requested': 'e-mail',
  'checklist-task-assigned': 'in-app',
  'checklist-task-due': 'in-app',
  'checklist-task-overdue': 'daily-digest',
  'timereg-missing-entry': 'in-app',
  'timereg-weeks-awaiting-approval': 'in-app',
  'timereg-warning': 'in-app',
  'holiday-request': 'e-mail',
  'employee-profile-changed': 'in-app',
  'holiday-decision': 'in-app',
  'holiday-fifth-week-lapsing': 'e-mail',
  'billing-trial-ending': 'e-mail',
  'billing-payment-failed': 'e-mail',
  'billing-card-expiring': 'e-mail',
  // A missed NemRefusion or Barsel refusion deadline loses money (decision 068): a reminder by e-mail.
  'absence-deadline': 'e-mail',
  'weekly-summary': 'in-app',
};
