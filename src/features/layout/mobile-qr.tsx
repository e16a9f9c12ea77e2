import { QrCode } from '../../components/qr-code';

/** The 手机版 panel: a scannable QR code of the shop's mobile site, its address printed under it to type. */
export function MobileQr({ address }: { address: string }) {
  return (
    <figure style={{ margin: 0, padding: 12, textAlign: 'center', width: 156 }}>
      <QrCode text={address} size={132} label="手机版二维码" />
      <figcaption style={{ fontSize: 12, color: '#666', marginTop: 6, wordBreak: 'break-all' }}>
        扫码访问手机版
        <br />
        {address}
      </figcaption>
    </figure>
  );
}
