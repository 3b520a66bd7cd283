import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The search and page of a list the server pages: what is typed, the trimmed search sent 250 ms after the last
 * key (so typing a name asks once), and the page, which goes back to 1 whenever the search changes.
 */
export function useServerListSearch() {
  const [text, setTextState] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const [page, setPage] = useState(1);
  const setText = (value: string) => {
    setTextState(value);
    setPage(1);
  };
  return { text, setText, search, page, setPage };
}

type ListSearchInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The field's name for screen readers (it has no visible label). */
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search field above such a list, with the search icon; named by `label`, placeholder `label` unless given. */
export function ListSearchInput({ label, value, onChange, placeholder, ...rest }: ListSearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder ?? label}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      type="search"
      {...rest}
    />
  );
}
