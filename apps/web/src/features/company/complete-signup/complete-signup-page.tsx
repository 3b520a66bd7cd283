import { type CompleteSignupRequest, completeSignupRequestSchema, ERROR_MESSAGES } from '@kollega/domain';
import { Alert, Button, Fieldset, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { useSignOut } from '../../../lib/sign-out';
import { AuthFrame } from '../../../ui/auth-frame';
import { CompanyAddressFields } from '../../../ui/company-address-fields';
import { useCompleteSignup } from '../api/complete-signup';
import { useCvrLookup } from './use-cvr-lookup';

type FormValues = Required<Omit<CompleteSignupRequest, 'timeSettings'>>;

const INITIAL_VALUES: FormValues = {
  firstName: '',
  lastName: '',
  jobPosition: '',
  phone: '',
  company: { vat: '', name: '', address: '', zipcode: '', city: '' },
};

function Legend({ children }: { children: string }) {
  return (
    <Text component="span" fw={700} size="lg" c="kollega.9">
      {children}
    </Text>
  );
}

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

function lookupErrorMessage(error: unknown): string {
  return error instanceof ApiError && (error.isClientError || error.status === 503 || error.isNetworkError)
    ? error.message
    : 'CVR-opslaget mislykkedes. Udfyld oplysningerne selv.';
}

/**
 * The account setup (hr-core §2, §4): personal data and the company, found by CVR number or typed by hand. It
 * creates the company with the user as admin and owner, then the app opens at /.
 */
export function CompleteSignupPage({ banner }: { banner?: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const completeSignup = useCompleteSignup();
  const { signOut, isPending: signingOut } = useSignOut();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: INITIAL_VALUES,
    validate: zodResolver(completeSignupRequestSchema),
  });

  const lookup = useCvrLookup(form.values.company.vat);
  const filledFrom = useRef<string | null>(null);
  const { company } = lookup;
  const { setValues } = form;

  // Fill the company fields once per looked-up CVR number; what the user types afterwards is kept.
  useEffect(() => {
    if (!company || filledFrom.current === company.vat) return;
    filledFrom.current = company.vat;
    setValues((current) => ({
      company: {
        vat: current.company?.vat ?? company.vat,
        name: company.name,
        address: company.address,
        zipcode: company.zipcode,
        city: company.city,
      },
    }));
  }, [company, setValues]);

  const submit = form.onSubmit(
    (values) => {
      const body = completeSignupRequestSchema.parse({
        ...values,
        timeSettings: {
          ownerDateISOString: new Date().toISOString(),
          ownerTimeZoneOffset: new Date().getTimezoneOffset(),
        },
      });
      completeSignup.mutate(body, {
        onSuccess: () => navigate({ to: paths.home, replace: true }),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fieldErrors = serverFieldErrors(error);
          if (error.is('VAT_IN_USE')) fieldErrors['company.vat'] = error.message;
          if (Object.keys(fieldErrors).length > 0) {
            form.setErrors(fieldErrors);
            focusFirstError(formRef.current, fieldErrors);
          }
        },
      });
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  const submitError =
    completeSignup.error instanceof ApiError &&
    (completeSignup.error.is('VAT_IN_USE') || completeSignup.error.details.length > 0)
      ? null
      : completeSignup.isError
        ? completeSignup.error instanceof ApiError && completeSignup.error.status === 409
          ? completeSignup.error.message
          : ERROR_MESSAGES.INTERNAL_ERROR
        : null;

  const vatInput = form.getInputProps('company.vat');

  return (
    <AuthFrame
      title="Færdiggør din profil"
      description="Fortæl lidt om dig selv og din virksomhed, så er Kollega klar til brug."
      width="md"
      banner={banner}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="xl">
          <Fieldset legend={<Legend>Om dig</Legend>} variant="unstyled">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label="Fornavn"
                  name="firstName"
                  autoComplete="given-name"
                  withAsterisk
                  {...form.getInputProps('firstName')}
                />
                <TextInput
                  label="Efternavn"
                  name="lastName"
                  autoComplete="family-name"
                  withAsterisk
                  {...form.getInputProps('lastName')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label="Arbejdstitel"
                  name="jobPosition"
                  autoComplete="organization-title"
                  withAsterisk
                  {...form.getInputProps('jobPosition')}
                />
                <TextInput
                  label="Telefonnummer"
                  name="phone"
                  type="tel"
                  autoComplete="tel-national"
                  inputMode="numeric"
                  withAsterisk
                  {...form.getInputProps('phone')}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <Fieldset legend={<Legend>Din virksomhed</Legend>} variant="unstyled">
            <Stack gap="md">
              <Stack gap="xs">
                <TextInput
                  label="CVR-nr."
                  name="company.vat"
                  inputMode="numeric"
                  autoComplete="off"
                  description="Skriv jeres CVR-nr., så henter vi resten fra CVR-registeret. Du kan også udfylde felterne selv."
                  withAsterisk
                  rightSection={
                    lookup.isLookingUp ? <Loader size="xs" role="img" aria-label="Slår CVR-nr. op" /> : null
                  }
                  {...vatInput}
                  onChange={(event) => vatInput.onChange(digitsOnly(event.currentTarget.value, 8))}
                />
                <div role="status" aria-live="polite">
                  {lookup.company ? (
                    <Group gap={6} wrap="nowrap">
                      <IconCircleCheck
                        size={18}
                        stroke={1.75}
                        color="var(--mantine-color-green-8)"
                        aria-hidden="true"
                      />
                      <Text size="sm" c="teal.9">
                        Vi har hentet {lookup.company.name} fra CVR-registeret. Ret gerne oplysningerne.
                      </Text>
                    </Group>
                  ) : null}
                  {lookup.error ? (
                    <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden="true" />} p="xs">
                      {lookupErrorMessage(lookup.error)}
                    </Alert>
                  ) : null}
                </div>
              </Stack>
              <CompanyAddressFields
                paths={{
                  name: 'company.name',
                  address: 'company.address',
                  zipcode: 'company.zipcode',
                  city: 'company.city',
                }}
                inputProps={form.getInputProps}
              />
            </Stack>
          </Fieldset>

          {submitError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {submitError}
            </Alert>
          ) : null}

          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              onClick={signOut}
              loading={signingOut}
            >
              Log ud
            </Button>
            <Button type="submit" size="md" loading={completeSignup.isPending}>
              Kom i gang
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthFrame>
  );
}
