import { EQUIPMENT_ICONS, equipmentIconLabel } from '@kollega/domain';
import { Button, Input, Popover, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useState } from 'react';

type IconPickerProps = {
  value: string | null;
  onChange: (emoji: string) => void;
  error?: React.ReactNode;
  label?: string;
};

/**
 * The category icon (hr-core §3: an emoji), picked from a curated grid with Danish names that can be searched
 * (decision 023). Each icon is a button with its Danish name, so a screen reader and the keyboard can use it.
 */
export function IconPicker({ value, onChange, error, label = 'Ikon' }: IconPickerProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [query, setQuery] = useState('');
  const icons = useMemo(() => {
    const text = query.trim().toLowerCase();
    return text ? EQUIPMENT_ICONS.filter((icon) => icon.label.toLowerCase().includes(text)) : EQUIPMENT_ICONS;
  }, [query]);

  return (
    <Input.Wrapper label={label} withAsterisk error={error}>
      <Popover
        opened={opened}
        onChange={(next) => !next && close()}
        position="bottom-start"
        width={300}
        trapFocus
      >
        <Popover.Target>
          <Button
            variant="default"
            onClick={toggle}
            aria-label={value ? `Ikon: ${equipmentIconLabel(value)}. Vælg et andet ikon` : 'Vælg ikon'}
            data-name="icon"
            display="block"
          >
            {value ? <span style={{ fontSize: 20 }}>{value}</span> : 'Vælg ikon'}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <TextInput
            size="xs"
            placeholder="Søg efter ikon"
            aria-label="Søg efter ikon"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            mb="xs"
            data-autofocus
          />
          {icons.length === 0 ? (
            <Text size="sm" c="gray.7">
              Intet ikon fundet
            </Text>
          ) : (
            <SimpleGrid cols={8} spacing={4} verticalSpacing={4} role="group" aria-label="Ikoner">
              {icons.map((icon) => (
                <UnstyledButton
                  key={icon.emoji}
                  aria-label={icon.label}
                  aria-pressed={icon.emoji === value}
                  title={icon.label}
                  onClick={() => {
                    onChange(icon.emoji);
                    close();
                  }}
                  style={{
                    fontSize: 20,
                    lineHeight: '32px',
                    textAlign: 'center',
                    borderRadius: 6,
                    background: icon.emoji === value ? 'var(--mantine-color-kollega-1, #e7f0ff)' : undefined,
                  }}
                >
                  {icon.emoji}
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
