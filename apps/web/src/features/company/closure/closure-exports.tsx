import { Anchor, List, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { paths } from '../../../lib/paths';
import { CompanyDataExportButton } from '../../privacy/public';

/**
 * What to take along before the data is deleted (decision 051): for the owner, 'Eksportér alle data' (every
 * employee's person data and the invoices in one ZIP), and the exports that already exist.
 */
export function ClosureExports({ billing, isOwner }: { billing: boolean; isOwner: boolean }) {
  return (
    <>
      <Text size="sm">Hent jeres data, før de slettes:</Text>
      {isOwner ? <CompanyDataExportButton /> : null}
      <List size="sm" spacing={4}>
        <List.Item>
          <Anchor href="/api/employees/export.xlsx" download>
            Medarbejdere (XLSX)
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor href="/api/company/activity-log.csv" download>
            Aktivitetslog (CSV)
          </Anchor>
        </List.Item>
        <List.Item>
          Persondata for hver medarbejder (ZIP):{' '}
          <Anchor component={Link} to={paths.employees}>
            'Eksportér persondata' på medarbejderens side
          </Anchor>
        </List.Item>
        {billing ? (
          <List.Item>
            <Anchor component={Link} to={paths.subscription}>
              Fakturaer
            </Anchor>{' '}
            (gemmes også efter sletningen, som bogføringsloven kræver)
          </List.Item>
        ) : null}
      </List>
    </>
  );
}
