import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMe } from '../../../lib/me';
import { paths } from '../../../lib/paths';
import { closureDate } from './closure-dates';

/**
 * Decision 051: while the company's account is closed, every user sees on every screen that it is, when its data
 * goes, and that nothing can be changed; the owner gets the way back ('Genåbn konto' on the company page).
 */
export function CompanyClosedBanner() {
  const me = useMe();
  const company = me.data?.company;
  const closure = company?.closure;
  if (!company || !closure) return null;
  const admin = me.data?.profile?.role === 'admin';
  return (
    <Alert
      color="red"
      variant="light"
      radius={0}
      py={8}
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
    >
      Virksomhedens konto er lukket. Alle data slettes den {closureDate(closure.deleteAfter)}. Indtil da kan I
      se og eksportere data, men ikke ændre noget.{' '}
      {admin ? (
        <Anchor component={Link} to={paths.company} fw={600} c="dark.9" underline="always">
          {company.isOwner ? 'Genåbn eller eksportér' : 'Eksportér data'}
        </Anchor>
      ) : null}
    </Alert>
  );
}
