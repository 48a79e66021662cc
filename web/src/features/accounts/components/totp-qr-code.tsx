import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 200;

/** The otpauth:// URI as a QR code image (a data: URL; the CSP allows data: images, not scripts). */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    // Loaded on demand: only people setting up two-factor need the QR encoder.
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [uri]);

  if (failed) return <Text c="red.8">{t('accounts.twoFactor.qrFailed')}</Text>;
  if (!src) return <div style={{ width: QR_SIZE, height: QR_SIZE }} aria-hidden />;
  return <img src={src} alt={t('accounts.twoFactor.qrAlt')} width={QR_SIZE} height={QR_SIZE} />;
}
