import type { AppConfig } from './config';

/**
 * Settings that are valid but unsafe, printed at start-up. TRUST_PROXY=true believes every address in a
 * client's X-Forwarded-For, so anyone can pick a new "client address" per request and step around the
 * sign-in rate limits; a hop count or the proxy's own addresses only believe what the proxy appended.
 */
export function configWarnings(config: Pick<AppConfig, 'nodeEnv' | 'trustProxy'>): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && config.trustProxy === true) {
    warnings.push(
      'TRUST_PROXY=true trusts any X-Forwarded-For a client sends, so sign-in rate limits can be bypassed. ' +
        'Set the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8).',
    );
  }
  return warnings;
}
