import {
  EMAIL_ACTION_MESSAGES,
  emailActionModeSchema,
  type ResetPasswordForm,
  resetPasswordFormSchema,
} from '@kollega/domain';
import { Alert, Anchor, Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { focusFirstError, zodResolver } from '../../lib/form';
import { ME_QUERY_KEY, refreshMe } from '../../lib/me';
import { paths } from '../../lib/paths';
import { AuthFrame } from '../../ui/auth-frame';
import { PasswordField } from '../../ui/password-field';
import { useResetPassword } from './api/reset-password';
import { verifyEmailQueryOptions } from './api/verify-email';
import { accountErrorMessage } from './auth-errors';

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      {message}
    </Alert>
  );
}

function Success({ children }: { children: string }) {
  return (
    <Stack gap="md" align="flex-start" role="status">
      <ThemeIcon size={48} radius="xl" color="green.8">
        <IconCircleCheck size={28} stroke={1.75} aria-hidden="true" />
      </ThemeIcon>
      <Text fw={600} size="lg">
        {children}
      </Text>
    </Stack>
  );
}

/** mode=verifyEmail: verifies on opening, then sends the user on to the account setup. */
function VerifyEmail({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const verification = useQuery(verifyEmailQueryOptions(token));
  const [continuing, setContinuing] = useState(false);

  // Verifying also signs the user in: /api/me now says who they are.
  useEffect(() => {
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [verification.isSuccess, queryClient]);

  // Go on once /api/me knows the e-mail is verified, so the account setup opens, not the verification screen.
  const continueToSetup = async () => {
    setContinuing(true);
    // Go on even if /api/me fails: the next page asks for it again and shows its own error.
    await refreshMe(queryClient).catch(() => undefined);
    await navigate({ to: paths.completeSignup });
  };

  if (verification.isPending) {
    return (
      <AuthFrame title="Bekræft e-mail">
        <Stack gap="sm" align="center" role="status" py="md">
          <Loader aria-hidden="true" />
          <Text>{EMAIL_ACTION_MESSAGES.processing}</Text>
        </Stack>
      </AuthFrame>
    );
  }
  if (verification.isError) {
    return (
      <AuthFrame title="Bekræft e-mail">
        <ErrorAlert message={accountErrorMessage(verification.error)} />
        <Anchor component={Link} to={paths.home}>
          Gå til forsiden
        </Anchor>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Bekræft e-mail">
      <Success>{EMAIL_ACTION_MESSAGES.verified}</Success>
      <Text c="gray.7">Nu mangler vi kun lidt om dig og din virksomhed.</Text>
      <Button size="md" onClick={continueToSetup} loading={continuing}>
        {EMAIL_ACTION_MESSAGES.completeProfile}
      </Button>
    </AuthFrame>
  );
}

/** mode=resetPassword: the new-password form; the server checks the link when it is sent. */
function ResetPassword({ token }: { token: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    mode: 'controlled',
    initialValues: { password: '', repeatPassword: '' },
    validate: zodResolver(resetPasswordFormSchema),
  });

  if (reset.isSuccess) {
    return (
      <AuthFrame title="Nyt password">
        <Success>{EMAIL_ACTION_MESSAGES.passwordChanged}</Success>
        <Button component={Link} to={paths.home} size="md">
          Log ind
        </Button>
      </AuthFrame>
    );
  }

  const submit = form.onSubmit(
    (values) => {
      const { password } = resetPasswordFormSchema.parse(values);
      reset.mutate({ token, password });
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  return (
    <AuthFrame title="Nyt password" description="Vælg et nyt password til din konto.">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
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
          {reset.isError ? <ErrorAlert message={accountErrorMessage(reset.error)} /> : null}
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            Gem nyt password
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}

/**
 * /email-action-handler?mode=verifyEmail|resetPassword&oobCode=… (hr-core §2), the target of the links in our
 * e-mails. Always reachable, signed in or not.
 */
export function EmailActionPage() {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const params = new URLSearchParams(searchStr);
  const mode = emailActionModeSchema.safeParse(params.get('mode'));
  const token = params.get('oobCode') ?? '';

  if (!mode.success || token === '') {
    return (
      <AuthFrame title="Linket virker ikke">
        <ErrorAlert message={EMAIL_ACTION_MESSAGES.invalidLink} />
        <Anchor component={Link} to={paths.home}>
          Gå til forsiden
        </Anchor>
      </AuthFrame>
    );
  }
  return mode.data === 'verifyEmail' ? <VerifyEmail token={token} /> : <ResetPassword token={token} />;
}
