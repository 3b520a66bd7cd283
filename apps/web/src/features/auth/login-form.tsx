import type { LoginForm as LoginFormValues } from '@kollega/domain';
import { Alert, Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { focusFirstError, zodResolver } from '../../lib/form';
import { GENERIC_ERROR } from '../../lib/generic-error';
import { loadOnce } from '../../lib/load-once';
import { paths } from '../../lib/paths';
import { PasswordField } from '../../ui/password-field';
import { useSignIn } from './api/sign-in';
import { passkeysSupported, useSignInWithPasskey } from './api/sign-in-passkey';
import { SecondFactorForm } from './second-factor-form';

/** The login's zod contract and messages, which bring zod: fetched when the visitor starts on the form. */
const loadLoginRules = loadOnce(() => import('./login-rules'));
type LoginRules = Awaited<ReturnType<typeof loadLoginRules>>;

/** The login on the landing page: e-mail, password, 'Glemt password?' and a way to sign up. */
export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const signIn = useSignIn();
  const passkey = useSignInWithPasskey();
  const [canUsePasskey] = useState(passkeysSupported);
  const form = useForm<LoginFormValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
  });
  const [rules, setRules] = useState<LoginRules>();
  // The rules could not be fetched (the server is out of reach): the login cannot go on either.
  const [rulesFailed, setRulesFailed] = useState(false);

  async function prepare(): Promise<LoginRules | undefined> {
    try {
      const loaded = await loadLoginRules();
      setRules(loaded);
      setRulesFailed(false);
      return loaded;
    } catch {
      setRulesFailed(true);
      return undefined;
    }
  }

  /** On the first focus in the form, so the rules are there by the time the visitor submits. */
  function prefetch() {
    loadLoginRules().then(setRules, () => {});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    passkey.reset();
    const loaded = await prepare();
    if (!loaded) return;
    // Validated like Mantine's own form validation would, with the contract the server uses.
    const errors = zodResolver(loaded.loginFormSchema)(form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstError(formRef.current, errors);
      return;
    }
    signIn.mutate(loaded.loginFormSchema.parse(form.getValues()));
  }

  // Decision 034: the password was right and the account has two-factor: ask for the code.
  if ((signIn.data as { twoFactorRedirect?: boolean } | undefined)?.twoFactorRedirect) {
    return <SecondFactorForm onBack={() => signIn.reset()} />;
  }

  let failure: string | null = null;
  if (rulesFailed) failure = GENERIC_ERROR;
  else if (signIn.isError && rules) failure = rules.signInErrorMessage(signIn.error);
  // Decision 053: the server's Danish message, or the browser's refusal said in Danish (sign-in-passkey.ts).
  else if (passkey.isError) failure = passkey.error.message;

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} onFocus={prefetch} noValidate>
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
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          Log ind
        </Button>
        {canUsePasskey ? (
          <>
            <Divider label="eller" labelPosition="center" />
            <Button
              variant="default"
              size="md"
              fullWidth
              leftSection={<IconKey aria-hidden="true" size={18} />}
              loading={passkey.isPending}
              onClick={() => {
                signIn.reset();
                passkey.mutate();
              }}
            >
              Log ind med adgangsnøgle
            </Button>
          </>
        ) : null}
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
