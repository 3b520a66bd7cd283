import Bowser from 'bowser';

const DEVICES: Record<string, string> = { desktop: 'Computer', mobile: 'Mobil', tablet: 'Tablet', tv: 'TV' };

/**
 * 'Chrome på Windows' and 'Computer' for the session list (issue 25), from the user agent the browser sent at
 * sign-in. bowser (MIT, maintained) rather than ua-parser-js, whose current major is AGPL.
 */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string; device: string } {
  if (!userAgent) return { browser: 'Ukendt browser', device: 'Ukendt enhed' };
  const parsed = Bowser.parse(userAgent.slice(0, 1000));
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  return {
    browser: browser && os ? `${browser} på ${os}` : (browser ?? os ?? 'Ukendt browser'),
    device: DEVICES[parsed.platform.type ?? ''] ?? 'Ukendt enhed',
  };
}
