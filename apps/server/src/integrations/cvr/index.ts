import type { AppConfig } from '../../config/config';
import type { CvrProvider } from './cvr-provider';
import { createCvrApiClient, cvrApiUserAgent } from './cvrapi-client';
import { createOfflineCvrProvider } from './offline-provider';

export { type CvrCompany, type CvrFailure, CvrLookupError, type CvrProvider } from './cvr-provider';

/** The e-mail address in MAIL_FROM ('Kollega <hr@firma.dk>' → 'hr@firma.dk'): who to contact about our calls. */
function contactOf(config: Pick<AppConfig, 'mailFrom' | 'baseUrl'>): string {
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return address.includes('@') ? address.trim() : config.baseUrl;
}

/** cvrapi.dk when CVR_PROVIDER=cvrapi (the default in production), else the offline list. */
export function createCvrProvider(
  config: Pick<AppConfig, 'cvrProvider' | 'cvrApiUrl' | 'mailFrom' | 'baseUrl'>,
): CvrProvider {
  if (config.cvrProvider === 'offline') return createOfflineCvrProvider();
  return createCvrApiClient({ baseUrl: config.cvrApiUrl, userAgent: cvrApiUserAgent(contactOf(config)) });
}
