import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import { AuthFrame } from '../../ui/auth-frame';

function ThankYou({ title, text }: { title: string; text: string }) {
  return (
    <AuthFrame title={title}>
      <Stack gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color="teal">
          <IconCircleCheck size={26} stroke={1.75} aria-hidden="true" />
        </ThemeIcon>
        <Text>{text}</Text>
        <Button component={Link} to={paths.subscription} w="fit-content">
          Gå til abonnement
        </Button>
      </Stack>
    </AuthFrame>
  );
}

/** /thank-you-upgrade (hr-core §2): after a paid upgrade, without the shell. */
export function ThankYouUpgradePage() {
  return (
    <ThankYou
      title="Tak for din opgradering"
      text="Dit nye abonnement er aktivt nu. Kvitteringen ligger under Abonnement, og fakturaen er sendt til din faktureringsmail."
    />
  );
}

/** /thank-you-downgrade (hr-core §2): after a downgrade or cancel, which takes effect at the next billing date. */
export function ThankYouDowngradePage() {
  return (
    <ThankYou
      title="Dit abonnement er ændret"
      text="Ændringen træder i kraft ved næste betalingsdato. Indtil da beholder du det, du har betalt for."
    />
  );
}
