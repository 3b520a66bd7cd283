import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ExternalLinkProps = AnchorProps & { href: string; children: ReactNode; withIcon?: boolean };

/** A link to another site: opens in a new tab, without giving that page a handle on ours, and says so. */
export function ExternalLink({ href, children, withIcon = true, ...props }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {withIcon ? (
        <IconExternalLink
          size="0.9em"
          stroke={1.75}
          aria-hidden="true"
          style={{ marginInlineStart: 4, verticalAlign: '-0.1em' }}
        />
      ) : null}
      <VisuallyHidden> (åbner i en ny fane)</VisuallyHidden>
    </Anchor>
  );
}
