import type { App } from '../../src/app';
import { multipartBody } from './multipart';

/** POSTs one file as the browser's file input does (field 'file'), a PDF unless told, signed in with `cookie`. */
export function uploadFile(
  app: App,
  url: string,
  cookie: string,
  fileName: string,
  data: Buffer,
  contentType = 'application/pdf',
) {
  const body = multipartBody([{ name: 'file', filename: fileName, contentType, data }]);
  return app.inject({ method: 'POST', url, headers: { ...body.headers, cookie }, payload: body.payload });
}
