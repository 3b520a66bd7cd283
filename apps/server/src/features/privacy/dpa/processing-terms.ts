import type { ProcessingTerms, SubProcessor } from '@kollega/domain';
import type { AppConfig } from '../../../config/config';

/** What the agreement needs from the configuration: nothing secret leaves here, only names and hosts. */
export type ProcessingConfig = Pick<AppConfig, 'smtpUrl' | 's3' | 'hostingProvider'> & {
  billing: Pick<AppConfig['billing'], 'enabled' | 'provider' | 'seller'>;
};

/** The host of a URL without user, password, path or query: never a credential (SMTP_URL may hold one). */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/**
 * The Databehandleraftale's parties and sub-processors for this installation (issue 33, decision 051): the
 * processor is the seller on the invoices (BILLING_SELLER_*); a sub-processor is named only when the configuration
 * uses one: the hosting provider (DPA_HOSTING_PROVIDER), the SMTP server (SMTP_URL), the S3 bucket (S3_BUCKET) and
 * OnPay (when it takes the payments).
 */
export function processingTerms(config: ProcessingConfig): ProcessingTerms {
  const subProcessors: SubProcessor[] = [];
  if (config.hostingProvider) {
    subProcessors.push({ role: 'Drift af servere og database', name: config.hostingProvider });
  }
  const smtpHost = config.smtpUrl ? hostOf(config.smtpUrl) : null;
  if (smtpHost) subProcessors.push({ role: 'Afsendelse af e-mail (SMTP)', name: smtpHost });
  if (config.s3) {
    const where = config.s3.endpoint
      ? (hostOf(config.s3.endpoint) ?? config.s3.endpoint)
      : `Amazon Web Services (S3, ${config.s3.region})`;
    subProcessors.push({ role: 'Opbevaring af filer (S3)', name: where });
  }
  if (config.billing.enabled && config.billing.provider === 'onpay') {
    subProcessors.push({ role: 'Betaling med kort', name: 'OnPay ApS' });
  }
  return { processor: { ...config.billing.seller }, subProcessors };
}
