import { purchaseFieldInput, PURCHASE_REQUEST_FIELDS } from '../../../engine';
import type { FieldErrors, PurchaseRequestField, PurchaseRequestLimits } from '../../../engine';
import { describedBy, FieldRow } from '../../components/field-row';

const LABELS: Record<PurchaseRequestField, string> = {
  goodsName: '商品名称',
  barCode: '商品条码',
  goodsBrand: '商品品牌',
  goodsModel: '商品型号',
  goodsUrl: '商品链接',
  expectedPrice: '期望单价',
  buyCount: '采购数量',
  contacts: '联系人',
  concatPhone: '联系电话',
  reason: '商品需求',
};

const INPUT_MODE: Partial<Record<PurchaseRequestField, 'numeric' | 'decimal' | 'tel' | 'url'>> = {
  barCode: 'numeric',
  expectedPrice: 'decimal',
  buyCount: 'numeric',
  concatPhone: 'tel',
  goodsUrl: 'url',
};

/** The id of a field's control, for its label and for moving focus to the first field in error. */
export const purchaseFieldId = (prefix: string, field: PurchaseRequestField) => `${prefix}-${field}`;

export interface PurchaseFieldsProps {
  prefix: string;
  values: Partial<Record<PurchaseRequestField, string | null>>;
  limits: PurchaseRequestLimits;
  /** Absent in view mode: every field is read-only. */
  edit?: {
    errors: FieldErrors<PurchaseRequestField>;
    change: (field: PurchaseRequestField, value: string) => void;
    check: (field: PurchaseRequestField) => void;
  };
}

/** The form's text fields (spec 2 §5), with their limits and stars from the engine's rules. */
export function PurchaseFields({ prefix, values, limits, edit }: PurchaseFieldsProps) {
  return (
    <>
      {PURCHASE_REQUEST_FIELDS.map((field) => {
        const id = purchaseFieldId(prefix, field);
        const { required, maxLength } = purchaseFieldInput(field, limits);
        const error = edit?.errors[field];
        const control = {
          id,
          value: values[field] ?? '',
          readOnly: !edit,
          maxLength,
          inputMode: INPUT_MODE[field],
          onChange: (event: { target: { value: string } }) => edit?.change(field, event.target.value),
          onBlur: () => edit?.check(field),
          ...describedBy(id, undefined, error),
        };
        return (
          <FieldRow key={field} id={id} label={LABELS[field]} required={required && !!edit} error={error}>
            {field === 'reason' ? <textarea {...control} rows={3} /> : <input {...control} />}
          </FieldRow>
        );
      })}
    </>
  );
}
