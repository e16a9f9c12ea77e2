import { useRef, useState } from 'react';
import {
  filterPurchaseInput,
  IMAGE_UPLOAD_MESSAGES,
  PURCHASE_REQUEST_FIELDS,
  validatePurchaseRequest,
  validatePurchaseRequestField,
} from '../../../engine';
import type { FieldErrors, PurchaseRequestField } from '../../../engine';
import { toast } from '../../components/toast';
import { useAddReportGoods } from '../../shop/writes/sourcing-writes';
import { useShop } from '../../shop/shop-context';
import { useImageUploads } from './use-image-uploads';

export type PurchaseValues = Record<PurchaseRequestField, string>;

const EMPTY = Object.fromEntries(PURCHASE_REQUEST_FIELDS.map((field) => [field, ''])) as PurchaseValues;

/**
 * The purchase-demand form (spec 2 §5): values filtered as typed, a field checked on blur (and again as it
 * changes while it shows an error), every field on submit, and one submission at a time. A failed submission
 * keeps every value and image.
 */
export function usePurchaseForm(onFiled: () => void) {
  const limits = useShop().limits.purchaseRequest;
  const [values, setValues] = useState(EMPTY);
  const latest = useRef(values);
  const [errors, setErrors] = useState<FieldErrors<PurchaseRequestField>>({});
  const images = useImageUploads();
  const { addRequest, adding } = useAddReportGoods(onFiled);

  function check(field: PurchaseRequestField) {
    const message = validatePurchaseRequestField(field, latest.current, limits);
    setErrors((shown) => ({ ...shown, [field]: message }));
  }

  function change(field: PurchaseRequestField, raw: string) {
    const { value, message } = filterPurchaseInput(field, raw, limits);
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    if (message) setErrors((shown) => ({ ...shown, [field]: message }));
    else if (errors[field]) check(field);
  }

  /** Checks every field; sends the request when they pass. Answers the first field in error. */
  function submit(): PurchaseRequestField | undefined {
    const validation = validatePurchaseRequest(latest.current, limits);
    setErrors(validation.errors);
    const invalid = (Object.keys(validation.errors) as PurchaseRequestField[])[0];
    if (invalid) return invalid;
    if (images.uploading) toast.warning(IMAGE_UPLOAD_MESSAGES.pending);
    else void addRequest({ ...latest.current, goodsImages: images.urls });
    return undefined;
  }

  return { values, errors, change, check, submit, adding, images, limits };
}

export type PurchaseForm = ReturnType<typeof usePurchaseForm>;
