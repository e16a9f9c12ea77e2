import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  AFTER_SALE_TEXT,
  afterSalePolicy,
  applicationErrors,
  quantityError,
  quoteClaim,
} from '../../../engine';
import type { AfterSaleType, ApplicationField } from '../../../engine';
import { useImageUploads } from '../../business-ui/purchase-dialog/use-image-uploads';
import { useShop } from '../../shop/shop-context';
import { useApplyAfterSale } from '../../shop/writes/after-sale-writes';
import type { ClaimableOrder } from '../../../engine/contract';

export type ApplicationErrors = Partial<Record<ApplicationField | 'lines', string>>;

/**
 * The application form of the chosen lines: type (the first offered), reason, a quantity per line (1 to
 * start), description, images (up to the shop's count) and phone (the member's); the refund quoted by the
 * engine as the values change; `submit` checks everything first and sends once (locked while in flight).
 */
export function useApplication(
  order: ClaimableOrder,
  skuCodes: readonly string[],
  onApplied: (id: string) => void,
) {
  const { limits } = useShop();
  const policy = afterSalePolicy(limits);
  // Fixed when the form opens: the refetch after submitting must not empty the form before it moves on.
  const [lines] = useState(() =>
    order.lines.filter((line) => skuCodes.includes(line.goodsSkuCode) && line.claimable > 0),
  );
  const [type, setTypeValue] = useState<AfterSaleType | ''>(order.types[0] ?? '');
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [phone, setPhone] = useState(order.phone);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(lines.map((line) => [line.goodsSkuCode, 1])),
  );
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const images = useImageUploads(policy.maxImages);
  const { apply, applying } = useApplyAfterSale();

  const units = new Map(lines.map((line) => [line.goodsSkuCode, quantities[line.goodsSkuCode] ?? 1]));
  const quote =
    type === ''
      ? undefined
      : quoteClaim(
          type,
          policy,
          { freight: order.freight, freightRefunded: order.freightRefunded },
          order.lines.map((line) => ({
            goodsSkuCode: line.goodsSkuCode,
            bought: line.quantity,
            paid: line.paid,
            claims: line.claims,
          })),
          units,
        );

  function check(): ApplicationErrors {
    const found: ApplicationErrors = applicationErrors(
      { type, reason, description, phone, imageCount: images.urls.length },
      order.types,
      policy,
      limits.address,
    );
    const lineProblem = lines
      .map((line) => quantityError(units.get(line.goodsSkuCode) ?? 0, line.claimable))
      .find((problem) => problem !== undefined);
    if (lines.length === 0) found.lines = AFTER_SALE_TEXT.chooseLines;
    else if (lineProblem) found.lines = lineProblem;
    if (images.uploading) found.images = AFTER_SALE_TEXT.imagesUploading;
    return found;
  }

  /** Sends the form when it passes every check; false when a check refused it. */
  async function submit(): Promise<boolean> {
    const found = check();
    // At once, so the page can focus the first field marked invalid.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0 || type === '') return false;
    const result = await apply({
      orderNo: order.orderNo,
      type,
      reason,
      description,
      phone: phone.trim(),
      images: images.urls,
      lines: [...units].map(([goodsSkuCode, quantity]) => ({ goodsSkuCode, quantity })),
    });
    if (result?.success) onApplied(result.data.serviceNo);
    return true;
  }

  return {
    lines,
    policy,
    /** The types this order allows (before shipment only 仅退款). */
    offered: order.types,
    type,
    setType: (next: AfterSaleType) => {
      setTypeValue(next);
      setReason(''); // each type has its own reasons
    },
    reason,
    setReason,
    description,
    setDescription,
    phone,
    setPhone,
    quantities: units,
    setQuantity: (code: string, quantity: number) =>
      setQuantities((current) => ({ ...current, [code]: quantity })),
    images,
    quote,
    errors,
    submit,
    applying,
  };
}

export type Application = ReturnType<typeof useApplication>;
