import { mobileQr } from '../../../engine/domain/mobile-qr';

const page = 'https://shop.example/guide/goodDetail/goodDetail?goodsCode=G-1';

describe('手机版: the QR code shows the current page, unless the profile names links.mobileSite', () => {
  it.each([
    {
      mobileSite: undefined,
      expected: { address: page, caption: '扫码在手机上打开本页' },
    },
    {
      mobileSite: 'https://m.example.com/points/',
      expected: { address: 'https://m.example.com/points/', caption: '扫码访问手机版' },
    },
  ])('mobileSite $mobileSite', ({ mobileSite, expected }) => {
    expect(mobileQr(mobileSite, page)).toEqual(expected);
  });
});
