import styled from 'styled-components';
import { addressInputMaxLengths, type AddressFormField } from '../../../engine';
import { onPhone, TAP_TARGET_MIN } from '../../components/breakpoints';
import { RegionPicker } from '../region-picker/region-picker-field';
import { describedBy, FieldRow } from '../../components/field-row';
import type { AddressForm } from './use-address-form';

/** The id of a field's control, for its label and for moving focus to the first field in error. */
export const fieldId = (prefix: string, field: AddressFormField) => `${prefix}-${field}`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-left: 108px;
  cursor: pointer;
  ${onPhone} {
    margin-left: 0;
    min-height: ${TAP_TARGET_MIN}px;
  }
`;

/**
 * The address form's fields (spec 1 §5): every limit, label and rule from the shop; a field the mode locks is
 * disabled or hidden as the engine says.
 */
export function AddressFields({ form, prefix }: { form: AddressForm; prefix: string }) {
  const { values, errors, change, check, presence, limits, alias } = form;
  const id = (field: AddressFormField) => fieldId(prefix, field);
  const maxLength = addressInputMaxLengths(limits);
  const text = (field: 'receiverName' | 'receiverPhone' | 'detail' | 'alias', hint?: string) => ({
    id: id(field),
    value: values[field],
    disabled: presence(field) === 'disabled',
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => check(field),
    ...describedBy(id(field), hint, errors[field]),
  });
  const required = (field: AddressFormField) => presence(field) === 'editable';

  return (
    <>
      <FieldRow
        id={id('receiverName')}
        label="收货人"
        required={required('receiverName')}
        error={errors.receiverName}
      >
        <input {...text('receiverName')} autoComplete="name" maxLength={maxLength.receiverName} />
      </FieldRow>
      <FieldRow
        id={id('receiverPhone')}
        label="手机号码"
        required={required('receiverPhone')}
        error={errors.receiverPhone}
      >
        <input
          {...text('receiverPhone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={maxLength.receiverPhone}
        />
      </FieldRow>
      <FieldRow id={id('region')} label="所在地区" required={required('region')} error={errors.region}>
        <RegionPicker
          id={id('region')}
          value={values.region}
          onChange={(region) => change('region', region)}
          onClose={() => check('region')}
          disabled={presence('region') === 'disabled'}
          {...describedBy(id('region'), undefined, errors.region)}
        />
      </FieldRow>
      <FieldRow id={id('detail')} label="详细地址" required={required('detail')} error={errors.detail}>
        <textarea {...text('detail')} rows={3} maxLength={maxLength.detail} />
      </FieldRow>
      {presence('alias') !== 'hidden' && (
        <FieldRow
          id={id('alias')}
          label={alias.label}
          required={alias.required && required('alias')}
          hint={alias.hint}
          error={errors.alias}
        >
          <input {...text('alias', alias.hint)} maxLength={maxLength.alias} />
        </FieldRow>
      )}
      {presence('isDefault') !== 'hidden' && (
        <Check>
          <input
            type="checkbox"
            checked={values.isDefault}
            disabled={presence('isDefault') === 'disabled'}
            onChange={(event) => change('isDefault', event.target.checked)}
          />
          设为默认地址
        </Check>
      )}
    </>
  );
}
