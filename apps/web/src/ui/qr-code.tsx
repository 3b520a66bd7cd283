import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

const SIZE = 184;

/**
 * A QR code for `url` as an SVG data URL (docs/rules/platform.md#ruling-18: the download page shows one on desktop, to open
 * Kollega on the phone; decision 034: the authenticator app's otpauth:// link). `qrcode` is loaded only here, so
 * nobody else downloads it; the CSP allows data: images.
 */
export function QrCode({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(url, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
          color: { dark: '#06434a', light: '#ffffff' },
        }),
      )
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      // Nothing to do: the skeleton stays, and both pages that show a QR code also give its content as text
      // (the link to open, the authenticator secret to type).
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [url]);

  if (!src) return <Skeleton width={SIZE} height={SIZE} radius="md" />;
  return <img src={src} width={SIZE} height={SIZE} alt={alt} />;
}
