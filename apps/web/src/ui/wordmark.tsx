import { Group, Text } from '@mantine/core';

type LogoMarkProps = { size?: number };

/** The Kollega mark (the same drawing as public/favicon.svg), decorative: the word beside it names it. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-kollega-7)" />
      <path d="M20 16h7v14.5L39.5 16H48L34.5 31 49 48h-8.8L27 32.8V48h-7z" fill="#fff" />
    </svg>
  );
}

type WordmarkProps = { size?: 'sm' | 'md' | 'lg' };

const sizes = {
  sm: { mark: 26, text: 'lg' },
  md: { mark: 32, text: 'xl' },
  lg: { mark: 40, text: '1.75rem' },
};

/** Logo mark and the name, as one unit for headers. */
export function Wordmark({ size = 'md' }: WordmarkProps) {
  const s = sizes[size];
  return (
    <Group gap={10} wrap="nowrap" component="span">
      <LogoMark size={s.mark} />
      <Text component="span" fw={800} fz={s.text} lh={1} c="kollega.9" style={{ letterSpacing: '-0.02em' }}>
        Kollega
      </Text>
    </Group>
  );
}
