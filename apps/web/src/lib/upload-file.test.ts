import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../test/fake-xhr';
import { ApiError } from './api';
import { uploadFile } from './upload-file';

afterEach(() => {
  vi.unstubAllGlobals();
});

const file = () => new File(['%PDF-1.4'], 'kontrakt.pdf', { type: 'application/pdf' });

describe('uploadFile', () => {
  it('posts the file as multipart field `file`, reports progress and resolves with the JSON answer', async () => {
    const requests = stubXhr();
    const progress: number[] = [];
    const upload = uploadFile<{ id: string }>('/api/x/files', file(), (fraction) => progress.push(fraction));
    const request = requests[0];
    if (!request) throw new Error('no upload was sent');
    expect(request).toMatchObject({ method: 'POST', url: '/api/x/files' });
    expect(request.headers.accept).toBe('application/json');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    request.progress(50, 100);
    request.respond(201, { id: 'f1' });
    await expect(upload).resolves.toEqual({ id: 'f1' });
    expect(progress).toEqual([0.5]);
  });

  it("rejects with the server's Danish message and code", async () => {
    const requests = stubXhr();
    const upload = uploadFile('/api/x/files', file());
    requests[0]?.respond(415, { error: { code: 'UNSUPPORTED_FILE_TYPE', message: 'Forkert filtype' } });
    const error = await upload.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE_TYPE', message: 'Forkert filtype' });
  });

  it("gives the limits' own texts for a proxy's 413 without our envelope, and hr-core §8's text offline", async () => {
    const requests = stubXhr();
    const tooLarge = uploadFile('/api/x/files', file());
    requests[0]?.respond(413, '<html>Request Entity Too Large</html>');
    await expect(tooLarge).rejects.toMatchObject({
      status: 413,
      message: 'Filen er for stor. Den må højst være 20 MB.',
    });
    const offline = uploadFile('/api/x/files', file());
    requests[1]?.fail();
    await expect(offline).rejects.toMatchObject({
      status: 0,
      message: 'Der skete en fejl med upload. Prøv igen.',
    });
  });
});
