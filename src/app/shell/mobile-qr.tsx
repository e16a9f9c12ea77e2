import { useHref, useLocation } from 'react-router-dom';
import { mobileQr } from '../../../engine';
import { QrCode } from '../../components/qr-code';

/**
 * The 手机版 panel: a scannable QR code, its address printed under it to type. It holds the shop's
 * separate mobile site where the profile names one, else the page being viewed (the engine's mobileQr).
 */
export function MobileQr({ mobileSite }: { mobileSite: string | undefined }) {
  const href = useHref(useLocation());
  const { address, caption } = mobileQr(mobileSite, new URL(href, window.location.href).href);
  return (
    <figure style={{ margin: 0, padding: 12, textAlign: 'center', width: 156 }}>
      <QrCode text={address} size={132} label="手机版二维码" />
      <figcaption style={{ fontSize: 12, color: '#666', marginTop: 6, wordBreak: 'break-all' }}>
        {caption}
        <br />
        {address}
      </figcaption>
    </figure>
  );
}
