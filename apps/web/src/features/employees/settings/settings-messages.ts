// Texts of the Indstillinger tab that only the web shows; the shared ones are EMPLOYEE_MESSAGES.

/** hr-core §9: the password-setup link is valid 24 hours. Said before saving, so nobody is surprised by the mail. */
export const PASSWORD_MAIL_NOTE =
  'Når du gør en medarbejder til administrator eller giver adgang til appen, får medarbejderen en e-mail med et link til at vælge adgangskode. Linket er gyldigt i 24 timer.';

export function passwordMailSentText(email: string): string {
  return `Vi har sendt en e-mail til ${email} med et link til at vælge adgangskode.`;
}

/** hr-core §8. */
export const SAVING_TEXT = 'Gemmer...';
