import { Avatar, type MantineSize } from '@mantine/core';
import { memo } from 'react';
import { initials } from './initials';

type PersonAvatarProps = {
  name: string;
  photoUrl: string | null;
  size?: MantineSize | number;
};

/**
 * A person's photo, or their initials when there is none (or it fails to load). Decorative: the name is always
 * written beside it. The image loads lazily, so a long list fetches only the photos scrolled into view.
 */
export const PersonAvatar = memo(function PersonAvatar({ name, photoUrl, size = 'md' }: PersonAvatarProps) {
  return (
    <Avatar
      src={photoUrl}
      alt=""
      size={size}
      radius="xl"
      color="kollega"
      imageProps={{ loading: 'lazy', decoding: 'async' }}
      aria-hidden="true"
    >
      {initials(name)}
    </Avatar>
  );
});
