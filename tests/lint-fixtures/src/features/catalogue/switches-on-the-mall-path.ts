// expect: no-restricted-syntax
declare const shop: { mallPath: string };

export function unitName(): string {
  switch (shop.mallPath) {
    case 'points':
      return '积分';
    default:
      return '';
  }
}
