import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusBadgeProps = Omit<BadgeProps, 'c' | 'tt' | 'variant'> & {
  /** The badge's colour; the light background is drawn from it. */
  color: string;
  /**
   * The text's colour when dark.8 is not the one to use (equipment's status keeps its own tones). The light
   * variant's own coloured text is too faint at a badge's size (WCAG AA 4.5:1; axe flags green, orange, yellow).
   */
  textColor?: string;
  children: ReactNode;
};

/**
 * A status as a light, readable badge: the light background of its colour, dark text, no capitals (the text says
 * the status, the colour only helps). Employment, equipment, week and entry-type statuses use it.
 */
export function StatusBadge({ color, textColor, radius = 'sm', children, ...rest }: StatusBadgeProps) {
  return (
    <Badge
      {...rest}
      color={color}
      variant="light"
      radius={radius}
      tt="none"
      {...(textColor ? { styles: { label: { color: textColor } } } : { c: 'dark.8' })}
    >
      {children}
    </Badge>
  );
}
