import { type SignupForm, signupFormSchema } from '@kollega/domain';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { focusFirstError, zodResolver } from '../../lib/form';
import { paths } from '../../lib/paths';
import { AuthFrame } from '../../ui/auth-frame';
import { PasswordField } from '../../ui/password-field';
import { useSignUp } from './api/sign-up';
import { signUpErrorMessage } from './auth-errors';

/** /signup (hr-core §2): e-mail, password, repeat password and the terms; then the e-mail must be verified. */
export function SignupPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignupForm>({
    mode: 'controlled',
    initialValues: { email: '', password: '', repeatPassword: '', acceptTerms: false },
    validate: zodResolver(signupFormSchema),
  });

  const submit = form.onSubmit(
    (values) => {
      const { email, password } = signupFormSchema.parse(values);
      signUp.mutate(
        { email, password },
        { onSuccess: () => navigate({ to: paths.verifyEmail, replace: true }) },
      );
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  return (
    <AuthFrame
      title="Opret konto"
      description="Kom i gang med Kollega. Du bekræfter din e-mail og fortæller om din virksomhed bagefter."
    >
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
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            description="Mindst 8 tegn"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Gentag password"
            name="repeatPassword"
            autoComplete="new-password"
            {...form.getInputProps('repeatPassword')}
          />
          <Checkbox
            label="Jeg accepterer betingelserne"
            name="acceptTerms"
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          {signUp.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {signUpErrorMessage(signUp.error)}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
            Opret konto
          </Button>
          <Text size="sm" c="gray.7" ta="center">
            Har du allerede en konto?{' '}
            <Anchor component={Link} to={paths.home} fw={600}>
              Log ind
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
