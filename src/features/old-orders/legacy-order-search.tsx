import { useId, useState } from 'react';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { LEGACY_ORDER_NO_MAX, validateLegacySearch } from '../../../engine';
import type { FieldErrors, LegacyOrderSearch, LegacySearchField } from '../../../engine';
import { Button } from '../../components/button';
import { describedBy } from '../../components/field-row';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: flex-start;
  margin-bottom: 16px;
  font-size: 13px;
  label,
  .caption {
    display: block;
    margin-bottom: 4px;
    color: ${({ theme }) => theme.muted};
  }
  input {
    height: 32px;
    box-sizing: border-box;
    padding: 0 10px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 2px;
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.danger};
    }
  }
  p {
    max-width: 240px;
    margin: 4px 0 0;
    color: ${({ theme }) => theme.danger};
    font-size: 12px;
  }
  /* On a phone each criterion takes a line of its own, its box the line's width. */
  ${onPhone} {
    > div {
      flex-basis: 100%;
    }
    input {
      width: 100%;
    }
  }
`;

const Range = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  ${onPhone} {
    input {
      flex: 1;
      min-width: 0;
    }
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  padding-top: 21px;
`;

const EMPTY: LegacyOrderSearch = { orderNo: '', startDate: '', endDate: '' };

/**
 * Searches the old system's orders by order number and by the day they were placed (from, to; either may be
 * left open). The engine checks the search before it is sent; a refused one keeps what was typed and says
 * why beside the field. 重置 clears every criterion.
 */
export function LegacyOrderSearch({
  search,
  initialErrors,
  onSearch,
}: {
  search: LegacyOrderSearch;
  /** Problems of the search the address carried (a hand-edited link). */
  initialErrors: FieldErrors<LegacySearchField>;
  onSearch: (search: LegacyOrderSearch) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(search);
  const [errors, setErrors] = useState(initialErrors);
  const fieldId = (field: LegacySearchField) => `${id}-${field}`;
  const control = (field: LegacySearchField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
    ...describedBy(fieldId(field), undefined, errors[field]),
  });
  const error = (field: LegacySearchField) =>
    errors[field] && <p id={`${fieldId(field)}-error`}>{errors[field]}</p>;

  function submit(next: LegacyOrderSearch) {
    const validation = validateLegacySearch(next);
    setErrors(validation.errors);
    if (validation.valid) onSearch(next);
  }

  return (
    <Form
      role="search"
      aria-label="查询旧系统订单"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(values);
      }}
    >
      <div>
        <label htmlFor={fieldId('orderNo')}>订单号</label>
        <input
          {...control('orderNo')}
          type="search"
          maxLength={LEGACY_ORDER_NO_MAX}
          placeholder="旧系统订单号"
        />
        {error('orderNo')}
      </div>
      <div>
        <span className="caption" id={`${id}-dates`}>
          下单日期
        </span>
        <Range role="group" aria-labelledby={`${id}-dates`}>
          <input {...control('startDate')} type="date" aria-label="开始日期" />
          <span>至</span>
          <input {...control('endDate')} type="date" aria-label="结束日期" />
        </Range>
        {error('startDate')}
        {error('endDate')}
      </div>
      <Buttons>
        <Button type="submit" $size="small" $variant="primary">
          查询
        </Button>
        <Button
          $size="small"
          onClick={() => {
            setValues(EMPTY);
            submit(EMPTY);
          }}
        >
          重置
        </Button>
      </Buttons>
    </Form>
  );
}
