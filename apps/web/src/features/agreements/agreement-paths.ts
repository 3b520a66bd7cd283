import { paths } from '../../lib/paths';

/** `/aftaler/{agreementId}`: one agreement's page (hr-core §2). */
export function agreementPath(agreementId: string): string {
  return `${paths.agreements}/${encodeURIComponent(agreementId)}`;
}
