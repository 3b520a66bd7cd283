import { type LoginForm as LoginFormValues, loginFormSchema } from '@kollega/domain';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { focusFirstError, zodResolver } from '../../lib/form';
import { paths } from '../../lib/paths';
import { PasswordField } from '../../ui/password-field';
import { useSignIn } from './api/sign-in';
import { signInErrorMessage } from './auth-errors';

/** The login on the landing page: e-mail, password, 'Glemt password?' and a way to sign up. */
export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const signIn = useSignIn();
  const form = useForm<LoginFormValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodResolver(loginFormSchema),
  });

  const submit = form.onSubmit(
    (values) => {
      const body = loginFormSchema.parse(values);
      signIn.mutate(body);
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Glemt password?
            </Anchor>
          </Group>
        </Stack>
        {signIn.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {signInErrorMessage(signIn.error)}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          Log ind
        </Button>
        <Text size="sm" c="gray.7" ta="center">
          Ny hos Kollega?{' '}
          <Anchor component={Link} to={paths.signup} fw={600}>
            Opret en konto
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
