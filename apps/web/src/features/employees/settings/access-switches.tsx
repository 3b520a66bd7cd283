import {
  applyMobileAccessRule,
  COMPANY_ADMIN_MESSAGES,
  EMPLOYEE_MESSAGES,
  type EmployeeSettings,
  formatMoney,
} from '@kollega/domain';
import { Stack, Switch } from '@mantine/core';

type AccessSwitchesProps = {
  values: EmployeeSettings;
  onChange: (next: EmployeeSettings) => void;
  isOwner: boolean;
  /** The price of one more admin, when making this employee admin would exceed the plan's included ones. */
  extraAdminPriceOre: number | null;
  disabled: boolean;
};

/**
 * Role and app access. App access and the time-registration exemption exclude each other (hr-core §4): turning
 * one on turns the other off at once, by the same domain rule the server applies when saving.
 *
 * Each switch repeats its label as aria-label: Mantine puts the description inside the <label>, which would
 * otherwise become part of the switch's name (it is announced as the description already).
 */
export function AccessSwitches({
  values,
  onChange,
  isOwner,
  extraAdminPriceOre,
  disabled,
}: AccessSwitchesProps) {
  const change = (next: EmployeeSettings) => onChange(applyMobileAccessRule(values, next));
  const adminDescription = isOwner
    ? EMPLOYEE_MESSAGES.ownerAlwaysAdmin
    : extraAdminPriceOre !== null
      ? COMPANY_ADMIN_MESSAGES.extraAdminPrice(formatMoney(extraAdminPriceOre))
      : 'Administratorer kan se og redigere alt i virksomheden.';

  return (
    <Stack gap="md">
      <Switch
        label="Administrator"
        aria-label="Administrator"
        description={adminDescription}
        // hr-core §6: the owner's switch is fixed on, whatever is stored.
        checked={isOwner || values.role === 'admin'}
        disabled={disabled || isOwner}
        onChange={(event) => change({ ...values, role: event.currentTarget.checked ? 'admin' : 'employee' })}
      />
      <Switch
        label="Adgang til app"
        aria-label="Adgang til app"
        description="Medarbejderen registrerer tid i Kollega-appen. Slår undtagelsen fra tidsregistrering fra."
        checked={values.mobileApp.access}
        disabled={disabled}
        onChange={(event) => change({ ...values, mobileApp: { access: event.currentTarget.checked } })}
      />
      <Switch
        label="Undtaget tidsregistrering"
        aria-label="Undtaget tidsregistrering"
        description="Medarbejderen skal ikke registrere tid. Slår adgang til appen fra."
        checked={values.timeRegistration.exempt}
        disabled={disabled}
        onChange={(event) => change({ ...values, timeRegistration: { exempt: event.currentTarget.checked } })}
      />
    </Stack>
  );
}
