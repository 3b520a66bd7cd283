import { DANISH_MONTHS } from '../format/format-date';
import { DEADLINE_LABELS, type DeadlineKind } from '../sickness/sick-periods';
import { SICKNESS_MESSAGES } from '../sickness/sickness-messages';
import type { NotificationKind } from './notification-kinds';

/**
 * What a notification carries besides its kind: the values its Danish text is made from, stored with the row
 * when it is produced (so the text says what was true then, and the bell needs no join per kind).
 */
export type NotificationParams = Record<string, string | number | null>;

export interface NotificationText {
  title: string;
  body: string;
}

function text(params: NotificationParams, key: string): string {
  const value = params[key];
  return value === null || value === undefined ? '' : String(value);
}

function count(params: NotificationParams, key: string): number {
  const value = Number(params[key]);
  return Number.isFinite(value) ? value : 0;
}

/** 'D. MMMM YYYY' in Danish from an ISO date, e.g. '1. december 2026'. */
export function danishLongDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return iso;
  return `${day}. ${DANISH_MONTHS[month - 1]} ${year}`;
}

/** A kind's Danish title and body from its parameters: one text for the bell, the e-mail and the digest. */
export function notificationText(kind: NotificationKind, params: NotificationParams): NotificationText {
  switch (kind) {
    case 'agreement-invitation':
      return params.cancelled
        ? {
            title: `Aflyst: ${text(params, 'title')}`,
            body: `Aftalen ${danishLongDate(text(params, 'date'))} kl. ${text(params, 'time')} er aflyst.`,
          }
        : {
            title: `${params.sequence ? 'Ændret aftale' : 'Invitation'}: ${text(params, 'title')}`,
            body: `${danishLongDate(text(params, 'date'))} kl. ${text(params, 'time')}${params.location ? `, ${text(params, 'location')}` : ''}.`,
          };
    case 'agreement-reminder':
      return {
        title: `Påmindelse: ${text(params, 'title')}`,
        body: `Du har en aftale ${danishLongDate(text(params, 'date'))} kl. ${text(params, 'time')}.`,
      };
    case 'equipment-expiring':
      return {
        title: `${text(params, 'name')} udløber snart`,
        body: `Udløber ${danishLongDate(text(params, 'expiresOn'))}.`,
      };
    case 'equipment-expired':
      return {
        title: `${text(params, 'name')} er udløbet`,
        body: `Udløb ${danishLongDate(text(params, 'expiresOn'))}.`,
      };
    case 'equipment-receipt-requested':
      return {
        title: `Kvittér for udlevering: ${text(params, 'item')}`,
        body: "Bekræft under 'Mig' → Udstyr, at du har modtaget udstyret.",
      };
    case 'checklist-task-assigned':
      return {
        title: `Ny opgave: ${text(params, 'task')}`,
        body: `Tjekliste: ${text(params, 'checklist')}${params.dueOn ? `. Frist ${danishLongDate(text(params, 'dueOn'))}` : ''}.`,
      };
    case 'checklist-task-due':
      return {
        title: `Frist om 3 dage: ${text(params, 'task')}`,
        body: `Tjekliste: ${text(params, 'checklist')}. Frist ${danishLongDate(text(params, 'dueOn'))}.`,
      };
    case 'checklist-task-overdue':
      return {
        title: `Over fristen: ${text(params, 'task')}`,
        body: `Tjekliste: ${text(params, 'checklist')}. Fristen var ${danishLongDate(text(params, 'dueOn'))}.`,
      };
    case 'timereg-missing-entry':
      return {
        title: 'Du mangler at registrere i går',
        body: `Der er ingen registrering for ${danishLongDate(text(params, 'date'))}.`,
      };
    case 'timereg-weeks-awaiting-approval': {
      const weeks = count(params, 'weeks');
      return {
        title: `${weeks} ${weeks === 1 ? 'uge venter' : 'uger venter'} på godkendelse`,
        body: 'Godkend ugerne under Tidsregistrering.',
      };
    }
    case 'timereg-warning':
      return {
        title:
          params.rule === '48'
            ? `48-timersreglen: ${text(params, 'employee')}`
            : `11-timersreglen: ${text(params, 'employee')}`,
        body:
          params.rule === '48'
            ? `Gennemsnittet er over 48 timer om ugen (${danishLongDate(text(params, 'date'))}).`
            : `Hvilen var under 11 timer (${danishLongDate(text(params, 'date'))}).`,
      };
    case 'holiday-request':
      return {
        title: `Ferieanmodning fra ${text(params, 'employee')}`,
        body: `${danishLongDate(text(params, 'from'))} – ${danishLongDate(text(params, 'to'))}.`,
      };
    case 'agreement-preparation-saved':
      return {
        title: `${text(params, 'employee')} har forberedt sig`,
        body: `Forberedelsen til ${text(params, 'title')} ${danishLongDate(text(params, 'date'))} kan læses på aftalen.`,
      };
    case 'employee-profile-changed':
      return {
        title: `${text(params, 'employee')} har rettet sine oplysninger`,
        body: `Rettet under 'Mig': ${text(params, 'fields')}.`,
      };
    case 'holiday-decision':
      return {
        title: params.approved ? 'Din ferie er godkendt' : 'Din ferieanmodning er afvist',
        body: `${danishLongDate(text(params, 'from'))} – ${danishLongDate(text(params, 'to'))}.`,
      };
    case 'holiday-fifth-week-lapsing': {
      const days = count(params, 'days');
      return {
        title: `${days} ${days === 1 ? 'feriedag' : 'feriedage'} fra 5. ferieuge bortfalder`,
        body: `Dagene bortfalder 31. december ${text(params, 'year')}, hvis de ikke holdes eller overføres.`,
      };
    }
    case 'billing-trial-ending': {
      const days = count(params, 'days');
      return {
        title: `Prøveperioden slutter om ${days} ${days === 1 ? 'dag' : 'dage'}`,
        body: `Prøveperioden slutter ${danishLongDate(text(params, 'endsOn'))}. Vælg et abonnement for at fortsætte.`,
      };
    }
    case 'billing-payment-failed':
      return {
        title: 'Betalingen mislykkedes',
        body: 'Vi kunne ikke trække betalingen. Opdatér betalingskortet under Abonnement.',
      };
    case 'billing-card-expiring':
      return {
        title: 'Betalingskortet udløber næste måned',
        body: `Kortet udløber ${text(params, 'expiry')}. Tilføj et nyt kort under Abonnement.`,
      };
    case 'absence-deadline': {
      const daysLeft = count(params, 'daysLeft');
      const employee = text(params, 'employee');
      const label = DEADLINE_LABELS[text(params, 'deadline') as DeadlineKind] ?? 'Frist';
      // 'vejledende' as every screen text about the law; Barsel's deadline while the leave goes on may still move.
      // A closed sick period's NemRefusion report (decision 071) says the period has ended.
      const note = params.provisional
        ? 'foreløbig, orloven er ikke afsluttet; vejledende'
        : params.closedPeriod
          ? `${SICKNESS_MESSAGES.closedPeriod}; vejledende`
          : 'vejledende';
      return {
        title:
          daysLeft === 0
            ? `Frist i dag: ${employee}`
            : `Frist om ${daysLeft} ${daysLeft === 1 ? 'dag' : 'dage'}: ${employee}`,
        body: `${label} ${danishLongDate(text(params, 'date'))} (${note}).`,
      };
    }
    case 'weekly-summary': {
      const lines = text(params, 'lines');
      return {
        title: 'Ugens overblik',
        body: lines || 'Ingen jubilæer eller runde fødselsdage i denne uge.',
      };
    }
  }
}
