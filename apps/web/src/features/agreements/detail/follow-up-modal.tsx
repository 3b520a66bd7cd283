import {
  type AgreementDetail,
  agreementDateTime,
  DATE_BOUND_MESSAGES,
  danishToday,
  followUpBase,
  followUpDateTime,
  followUpOptionsFor,
  formatDate,
} from '@kollega/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';

const CHOOSE_DATE = 'choose';

type FollowUpModalProps = {
  agreement: AgreementDetail;
  opened: boolean;
  pending: boolean;
  /** Why the booking failed (the server's Danish message, e.g. Vedrørende has left since), or null. */
  error: string | null;
  onBook: (when: { date: string; time: string }) => void;
  onDecline: () => void;
};

/**
 * 'Book opfølgning?' (hr-core §4, §9): the type's offsets counted from the agreement's own date, or from today
 * if that is later (issue 24), the default picked, or 'Vælg dato' (today or later); 'Nej tak' goes back to the
 * list.
 */
export function FollowUpModal({ agreement, opened, pending, error, onBook, onDecline }: FollowUpModalProps) {
  const options = followUpOptionsFor(agreement.agreementType);
  const [choice, setChoice] = useState(options?.defaultKey ?? CHOOSE_DATE);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  if (!options) return null;
  const time = agreementDateTime(agreement.startsAt).time;
  const now = new Date();
  const base = followUpBase(agreement.startsAt, now);
  const today = danishToday(now);
  const chosenInPast = chosenDate !== null && chosenDate < today;
  const dateOf = (key: string) => {
    const offset = options.offsets.find((option) => option.key === key);
    return offset ? followUpDateTime(base, offset, time).date : chosenInPast ? null : chosenDate;
  };
  const date = dateOf(choice);

  return (
    <Modal opened={opened} onClose={onDecline} title="Book opfølgning?" centered>
      <Stack gap="md">
        <Text size="sm">
          Opret en ny aftale af typen {agreement.agreementType} med samme titel, Vedrørende og Deltagere.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Radio.Group value={choice} onChange={setChoice} label="Hvornår?">
          <Stack gap="xs" mt="xs">
            {options.offsets.map((offset) => (
              <Radio
                key={offset.key}
                value={offset.key}
                label={`${offset.label} (${formatDate(followUpDateTime(base, offset, time).date)})`}
              />
            ))}
            <Radio value={CHOOSE_DATE} label="Vælg dato" />
          </Stack>
        </Radio.Group>
        {choice === CHOOSE_DATE ? (
          <DateField
            label="Dato"
            value={chosenDate}
            minDate={today}
            error={chosenInPast ? DATE_BOUND_MESSAGES.followUpInPast : undefined}
            onChange={(value) => setChosenDate(value as string | null)}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDecline}>
            Nej tak
          </Button>
          <Button disabled={!date} loading={pending} onClick={() => date && onBook({ date, time })}>
            Book opfølgning
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
