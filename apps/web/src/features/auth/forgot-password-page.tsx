import { AUTH_MESSAGES, type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@kollega/domain';
import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { focusFirstError, zodResolver } from '../../lib/form';
import { paths } from '../../lib/paths';
import { AuthFrame } from '../../ui/auth-frame';
import { useRequestPasswordReset } from './api/forgot-password';
import { accountErrorMessage } from './auth-errors';

function BackToLogin() {
  return (
    <Anchor component={Link} to={paths.home} size="sm">
      <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: '-0.125em', marginInlineEnd: 4 }} />
      Tilbage til log ind
    </Anchor>
  );
}

/** The confirmation after the reset link was sent. */
function CheckYourEmail({ email }: { email: string }) {
  return (
    <AuthFrame title="Tjek din e-mail">
      <Stack gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color="kollega">
          <IconMailForward size={26} stroke={1.75} aria-hidden="true" />
        </ThemeIcon>
        <Text>
          Vi har sendt et link til{' '}
          <Text span fw={700}>
            {email}
          </Text>
          . Klik på linket i e-mailen for at vælge et nyt password.
        </Text>
        <Text size="sm" c="gray.7">
          Kan du ikke finde e-mailen? Kig i din spam-mappe.
        </Text>
        <BackToLogin />
      </Stack>
    </AuthFrame>
  );
}

/** /forgot-password (hr-core §2): the e-mail form, then a confirmation page. */
export function ForgotPasswordPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordRequest>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zodResolver(forgotPasswordRequestSchema),
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  const submit = form.onSubmit(
    (values) => {
      const body = forgotPasswordRequestSchema.parse(values);
      request.mutate(body, {
        onSuccess: () => setSentTo(body.email),
        onError: (error) => {
          // The server's Danish message belongs to the field when it is about the e-mail.
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
            form.setFieldError(
              'email',
              error.status === 404 ? error.message : AUTH_MESSAGES.forgotPasswordInvalidEmail,
            );
            formRef.current?.querySelector<HTMLInputElement>('[name="email"]')?.focus();
          }
        },
      });
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  const fieldError = request.error instanceof ApiError && [400, 404].includes(request.error.status);

  return (
    <AuthFrame
      title="Glemt password"
      description="Skriv den e-mail, du bruger til Kollega, så sender vi dig et link, hvor du kan vælge et nyt password."
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
          {request.isError && !fieldError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {accountErrorMessage(request.error)}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={request.isPending}>
            Send link
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthFrame>
  );
}
