import { engineDefaults } from '../../../engine';
import { shopLimits } from '../../../engine/domain/shop-limits';

describe('spec 1 §9 and spec 2 §9: every limit of a profile, the engine defaults filling the gaps', () => {
  it.each([
    {
      rule: 'a profile without limits has the defaults',
      limits: undefined,
      read: (l: ReturnType<typeof shopLimits>) => [l.address.receiverNameMax, l.address.phoneLength],
      expected: [20, 11],
    },
    {
      rule: 'a profile value wins over the default, its other values stay',
      limits: { address: { aliasMin: 2, aliasMax: 50 } },
      read: (l: ReturnType<typeof shopLimits>) => [
        l.address.aliasMin,
        l.address.aliasMax,
        l.address.detailMax,
      ],
      expected: [2, 50, 80],
    },
    {
      rule: 'image limits: 9 images, under 1 MB, jpg png jpeg',
      limits: {},
      read: (l: ReturnType<typeof shopLimits>) => [l.images.maxCount, l.images.maxBytes, l.images.extensions],
      expected: [9, 1048576, ['jpg', 'png', 'jpeg']],
    },
    {
      rule: 'purchase request reason 1 to 200',
      limits: { purchaseRequest: { reasonMax: 100 } },
      read: (l: ReturnType<typeof shopLimits>) => [l.purchaseRequest.reasonMin, l.purchaseRequest.reasonMax],
      expected: [1, 100],
    },
  ])('$rule', ({ limits, read, expected }) => {
    expect(read(shopLimits(limits === undefined ? {} : { limits }))).toEqual(expected);
  });

  it('has every group of the engine defaults', () => {
    expect(Object.keys(shopLimits({}))).toEqual(Object.keys(engineDefaults.limits ?? {}));
  });
});
