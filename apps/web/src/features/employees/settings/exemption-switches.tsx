import type { EmployeeSettings } from '@kollega/domain';
import { Stack, Switch } from '@mantine/core';

type ExemptionSwitchesProps = {
  values: EmployeeSettings;
  onChange: (next: EmployeeSettings) => void;
  disabled: boolean;
};

type AgreementExemption = keyof EmployeeSettings['agreements'];

const AGREEMENT_EXEMPTIONS: ReadonlyArray<{ key: AgreementExemption; label: string }> = [
  { key: 'exemptFrom1to1', label: 'Undtaget 1 til 1' },
  { key: 'exemptFromEPR', label: 'Undtaget udviklingssamtale (EPR)' },
  { key: 'exemptFromSalary', label: 'Undtaget lønsamtale' },
];

/** The exemptions hide an agreement type (Aftaler tab) or the employment contract (Dokumenter tab). */
export function ExemptionSwitches({ values, onChange, disabled }: ExemptionSwitchesProps) {
  return (
    <Stack gap="md">
      {AGREEMENT_EXEMPTIONS.map(({ key, label }) => (
        <Switch
          key={key}
          label={label}
          aria-label={label}
          checked={values.agreements[key]}
          disabled={disabled}
          onChange={(event) =>
            onChange({ ...values, agreements: { ...values.agreements, [key]: event.currentTarget.checked } })
          }
        />
      ))}
      <Switch
        label="Undtaget ansættelseskontrakt"
        aria-label="Undtaget ansættelseskontrakt"
        checked={values.documents.exemptFromEmploymentContract}
        disabled={disabled}
        onChange={(event) =>
          onChange({ ...values, documents: { exemptFromEmploymentContract: event.currentTarget.checked } })
        }
      />
    </Stack>
  );
}
