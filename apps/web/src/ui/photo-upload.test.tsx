import { PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page';
import { PhotoUpload, photoProblem } from './photo-upload';

function file(type: string, size: number): File {
  return new File([new Uint8Array(size)], 'billede', { type });
}

describe('photoProblem', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(photoProblem(file('image/jpeg', 1000))).toBeNull();
    expect(photoProblem(file('image/png', PROFILE_PHOTO_MAX_BYTES))).toBeNull();
    expect(photoProblem(file('image/webp', 10))).toBeNull();
  });

  it('refuses other types and larger files, in Danish', () => {
    expect(photoProblem(file('image/gif', 10))).toBe(PROFILE_MESSAGES.photoWrongType);
    expect(photoProblem(file('image/png', PROFILE_PHOTO_MAX_BYTES + 1))).toBe(PROFILE_MESSAGES.photoTooLarge);
  });
});

async function renderUpload(props: Partial<Parameters<typeof PhotoUpload>[0]> = {}) {
  const onUpload = vi.fn(async (_file: File) => undefined);
  const onDelete = vi.fn(async () => undefined);
  await renderPage(() => (
    <PhotoUpload
      photoUrl={null}
      name="Åse Ærø"
      alt="Profilbillede af Åse Ærø"
      confirmText="Vil du slette profilbilledet af Åse Ærø?"
      onUpload={onUpload}
      onDelete={onDelete}
      {...props}
    />
  ));
  return { onUpload, onDelete };
}

function choose(chosen: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [chosen] } });
}

describe('PhotoUpload', () => {
  it('shows the initials without a photo and uploads a chosen image', async () => {
    const { onUpload } = await renderUpload();
    expect(screen.getByText('ÅÆ')).toBeTruthy();
    const image = file('image/png', 10);
    choose(image);
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(image));
  });

  it('refuses a wrong file before uploading, and says when the upload fails', async () => {
    const { onUpload } = await renderUpload();
    choose(file('image/gif', 10));
    expect(await screen.findByText(PROFILE_MESSAGES.photoWrongType)).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();

    onUpload.mockRejectedValueOnce(new Error('nej'));
    choose(file('image/jpeg', 10));
    expect(await screen.findByText(PROFILE_MESSAGES.uploadFailed)).toBeTruthy();
  });

  it('deletes the photo only after the confirmation', async () => {
    const { onDelete } = await renderUpload({ photoUrl: '/api/employees/e1/photo?v=1' });
    fireEvent.click(screen.getByRole('button', { name: 'Slet billede' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet profilbillede' });
    expect(within(dialog).getByText('Vil du slette profilbilledet af Åse Ærø?')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });
});
