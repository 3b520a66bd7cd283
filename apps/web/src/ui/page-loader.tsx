import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded page or its data is on the way. */
export function PageLoader() {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label="Indlæser" />
    </Center>
  );
}
