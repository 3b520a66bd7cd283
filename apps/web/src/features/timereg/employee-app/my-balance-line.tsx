import { addDays, formatDate, formatSignedHours, type IsoDate } from '@kollega/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useMyBalance } from '../api/my-balance';

/**
 * The week's plus/minus and the running balance (decision 029), by the server's rules so the app and the admin
 * show the same figures. Nothing while loading or for paid-hourly staff (they have no norm).
 */
export function MyBalanceLine({ monday }: { monday: IsoDate }) {
  const balance = useMyBalance(monday, addDays(monday, 6));
  const data = balance.data;
  if (!data || (data.plusMinus === null && !data.balance)) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={2} spacing="sm">
        {data.plusMinus === null ? null : (
          <div>
            <Text size="sm" c="gray.7">
              Plus/minus i ugen
            </Text>
            <Text fw={700} fz="lg">
              {formatSignedHours(data.plusMinus)} timer
            </Text>
          </div>
        )}
        {data.balance ? (
          <div>
            <Text size="sm" c="gray.7">
              Saldo pr. {formatDate(data.balance.asOf)}
            </Text>
            <Text fw={700} fz="lg">
              {formatSignedHours(data.balance.hours)} timer
            </Text>
          </div>
        ) : null}
      </SimpleGrid>
      <Text size="xs" c="gray.7" mt="xs">
        Arbejde, ferie, sygdom og fri minus normtid, til og med i går. Overarbejde tæller ikke med.
      </Text>
    </Paper>
  );
}
