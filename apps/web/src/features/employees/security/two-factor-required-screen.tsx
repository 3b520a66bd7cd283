import { TWO_FACTOR_MESSAGES } from '@kollega/domain';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { refreshMe } from '../../../lib/me';
import { useSignOut } from '../../../lib/sign-out';
import { AuthFrame } from '../../../ui/auth-frame';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * Decision 034: a super admin, or an admin of a company whose owner requires it, without two-factor sees this on
 * every path until it is set up (the server answers their admin routes 403 TWO_FACTOR_REQUIRED meanwhile).
 */
export function TwoFactorRequiredScreen({ banner }: { banner?: ReactNode }) {
  const queryClient = useQueryClient();
  const { signOut, isPending } = useSignOut();
  return (
    <AuthFrame title={TWO_FACTOR_MESSAGES.title} description={TWO_FACTOR_MESSAGES.required} banner={banner}>
      <Stack gap="md">
        <TwoFactorSetup onDone={() => void refreshMe(queryClient)} />
        <Button variant="subtle" onClick={signOut} loading={isPending}>
          Log ud
        </Button>
      </Stack>
    </AuthFrame>
  );
}
