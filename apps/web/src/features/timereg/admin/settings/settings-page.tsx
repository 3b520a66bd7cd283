import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { ErrorState } from '../../../../ui/error-state';
import { PageLoader } from '../../../../ui/page-loader';
import { useTimeregSettings } from '../../api/get-timereg-settings';
import { AbsenceTypesSection } from './absence-types-section';
import { CompanySettingForm } from './company-setting-form';
import { DaysOffSection } from './days-off-section';
import { EmployeesWithAccess } from './employees-with-access';
import { IndividualSettingsList } from './individual-settings-list';
import { LockDateSection } from './lock-date-section';
import { MissingEntryReminderSection } from './missing-entry-reminder-section';
import { PayRulesSection } from './pay-rules-section';
import { PayrollCodesSection } from './payroll-codes-section';
import { SettingsSection } from './settings-section';
import { TimeBankSection } from './time-bank-section';

const DAYS_OFF_HINT =
  '1. maj, grundlovsdag, juleaften og nytårsaften er ikke helligdage. Holder virksomheden lukket de dage, kan du tilføje dem her, så de ikke tæller med i normtiden.';

/**
 * /tidsregistrering/indstillinger, 'Indstillinger til tidsregistrering' (time-registration §2): the company's
 * norm week and break, its own days off, and who registers time or has a norm of their own. The title is the
 * layout's.
 */
export function TimeregSettingsPage() {
  const settings = useTimeregSettings();
  const individualIds = useMemo(
    () => new Set((settings.data?.individual ?? []).map((employee) => employee.employeeId)),
    [settings.data],
  );

  if (settings.isPending) return <PageLoader label="Indlæser indstillinger" />;
  if (settings.isError) {
    return <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <SettingsSection
        id="normtid-titel"
        title="Normtid og pause"
        description="Virksomhedens normale arbejdsuge. Den gælder for alle, der ikke har individuelle indstillinger."
      >
        <CompanySettingForm company={settings.data.company} lockDate={settings.data.lockDate} />
      </SettingsSection>
      <SettingsSection id="fridage-titel" title="Virksomhedens fridage" description={DAYS_OFF_HINT}>
        <DaysOffSection daysOff={settings.data.daysOff} />
      </SettingsSection>
      <SettingsSection
        id="laast-titel"
        title="Låste uger"
        // docs/rules/timereg.md#ruling-29: the lock is per day (the date and every day before it), not per week, so the hint names days.
        description="Datoen og alle dage før den regnes som godkendt og kan ikke ændres. Datoen kan kun flyttes frem."
      >
        <LockDateSection lockDate={settings.data.lockDate} />
      </SettingsSection>
      <SettingsSection
        id="paamindelse-titel"
        title="Påmindelse"
        description="Medarbejdere, der registrerer tid, får kl. 9 en påmindelse, hvis de ikke har registreret noget for deres seneste arbejdsdag. Den enkelte kan selv slå den fra under Notifikationer."
      >
        <MissingEntryReminderSection reminder={settings.data.missingEntryReminder} />
      </SettingsSection>
      <SettingsSection
        id="fravaerstyper-titel"
        title="Fraværstyper"
        description="Ud over ferie, sygdom og fri: de fraværstyper virksomheden bruger, om de tæller som normtid, og årets kvoter. Typer, der ikke er valgt, kan ikke registreres."
      >
        <AbsenceTypesSection />
      </SettingsSection>
      <SettingsSection
        id="afspadsering-titel"
        title="Afspadsering"
        description="Overarbejde ”Til afspadsering” sparer timer op, som medarbejderen bruger ved at registrere Afspadsering."
      >
        <TimeBankSection settings={settings.data.timeBank} />
      </SettingsSection>
      <SettingsSection
        id="loen-tillaeg-titel"
        title="Løn og tillæg"
        description="Overenskomstens tillæg for aften, nat, lørdag, søndag og helligdage og overarbejde med 50 % og 100 %. Timerne kommer med i Lønudtrækket og Danløn-filen."
      >
        <PayRulesSection />
      </SettingsSection>
      <SettingsSection
        id="loenarter-titel"
        title="Lønarter"
        description="Lønsystemets kode for hver kategori. Bruges i Danløn-filen; medarbejdernummeret sættes under Løn og saldo."
      >
        <PayrollCodesSection />
      </SettingsSection>
      <SettingsSection
        id="adgang-titel"
        title="Medarbejdere med adgang"
        description="Medarbejdere med adgang til appen, som ikke er undtaget tidsregistrering."
      >
        <EmployeesWithAccess individualIds={individualIds} />
      </SettingsSection>
      <SettingsSection
        id="individuelle-titel"
        title="Individuelle indstillinger"
        description="Medarbejdere med deres egen normtid. Den ændres under medarbejderens indstillinger."
      >
        <IndividualSettingsList individual={settings.data.individual} />
      </SettingsSection>
    </Stack>
  );
}
