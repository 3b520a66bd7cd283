import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** Mantine's password input with its show/hide button named in Danish (its default label is English). */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Vis password' }} {...props} />;
}
