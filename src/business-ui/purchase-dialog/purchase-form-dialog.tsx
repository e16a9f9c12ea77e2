import { useId } from 'react';
import type { FormEvent } from 'react';
import { imageAccept, imageHint, imageRoomLeft } from '../../../engine';
import { FieldRow } from '../../components/field-row';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import { useShop } from '../../shop/shop-context';
import { ImagePicker } from './image-tiles';
import { PurchaseDialogFrame } from './purchase-dialog-frame';
import { PurchaseFields, purchaseFieldId } from './purchase-fields';
import { usePurchaseForm } from './use-purchase-form';

// Typed values are worth keeping: a click outside does not close the dialog, Esc and the icon do.
const CLOSABLE = { escape: true, icon: true };

/** 采购需求: a new purchase request (spec 2 §2, §5, §7). `onFiled` runs once the server accepted it. */
export function PurchaseFormDialog({ onClose, onFiled }: { onClose: () => void; onFiled: () => void }) {
  const { limits } = useShop();
  const prefix = useId();
  const formId = `${prefix}-form`;
  const form = usePurchaseForm(onFiled);
  const imagesId = `${prefix}-images`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = form.submit();
    if (invalid) document.getElementById(purchaseFieldId(prefix, invalid))?.focus();
  }

  return (
    <PurchaseDialogFrame
      title="采购需求"
      onClose={onClose}
      closable={CLOSABLE}
      footer={<FormDialogFooter formId={formId} submitText="提交" busy={form.adding} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <PurchaseFields prefix={prefix} values={form.values} limits={form.limits} edit={form} />
        <FieldRow id={imagesId} label="商品图片" hint={imageHint(limits.images)}>
          <ImagePicker
            id={imagesId}
            tiles={form.images.tiles}
            canAdd={imageRoomLeft(form.images.tiles.length, limits.images) > 0}
            accept={imageAccept(limits.images)}
            onAdd={(files) => void form.images.add(files)}
            onRemove={form.images.remove}
            describedBy={`${imagesId}-hint`}
          />
        </FieldRow>
      </form>
    </PurchaseDialogFrame>
  );
}
