import { Center, Loader } from '@mantine/core';

type PageLoaderProps = {
  /** Fill the whole window, for screens shown before any layout (the session check, gate screens). */
  fullPage?: boolean;
  label?: string;
};

/**
 * Shown while a lazily loaded page or its data is on the way. The spinner is an image with a name: a bare
 * aria-label on Mantine's span is an attribute its role does not allow (axe: aria-prohibited-attr, serious).
 */
export function PageLoader({ fullPage = false, label = 'Indlæser' }: PageLoaderProps) {
  return (
    <Center mih={fullPage ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader role="img" aria-label={label} />
    </Center>
  );
}
