import { lazy, Suspense } from 'react';

/** Registreringer's 'Ny registrering' modal, fetched the first time it opens rather than with the page. */
const NewRegistrationModal = lazy(() =>
  import('../registrations/new-registration-modal').then((module) => ({
    default: module.NewRegistrationModal,
  })),
);

type LazyNewRegistrationModalProps = {
  opened: boolean;
  onClose: () => void;
  /** False until the first opening; the modal's code is not loaded before. */
  requested: boolean;
};

export function LazyNewRegistrationModal({ opened, onClose, requested }: LazyNewRegistrationModalProps) {
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NewRegistrationModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}
