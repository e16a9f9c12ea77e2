import { useId, useState } from 'react';
import styled from 'styled-components';
import { COURIERS, returnLogisticsErrors } from '../../../engine';
import { Button } from '../../components/button';
import { describedBy, FieldRow } from '../../components/field-row';
import { useSendBack } from '../../shop/writes/after-sale-writes';
import { Select } from './select';

const Form = styled.form`
  display: grid;
  gap: 12px;
  padding: 14px 16px;
`;

/** 填写退货物流: the courier from the list and the tracking number, both checked before they are sent. */
export function ReturnLogisticsForm({ id }: { id: string }) {
  const ids = { courier: useId(), trackingNo: useId() };
  const [values, setValues] = useState({ courier: '', trackingNo: '' });
  const [errors, setErrors] = useState<ReturnType<typeof returnLogisticsErrors>>({});
  const { sendBack, sending } = useSendBack();
  return (
    <Form
      aria-label="填写退货物流"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = returnLogisticsErrors(values);
        setErrors(found);
        if (Object.keys(found).length === 0) void sendBack({ id, ...values });
      }}
    >
      <FieldRow id={ids.courier} label="快递公司" required error={errors.courier}>
        <Select
          id={ids.courier}
          value={values.courier}
          onChange={(event) => setValues({ ...values, courier: event.target.value })}
          {...describedBy(ids.courier, undefined, errors.courier)}
        >
          <option value="">请选择</option>
          {COURIERS.map((courier) => (
            <option key={courier.code}>{courier.name}</option>
          ))}
        </Select>
      </FieldRow>
      <FieldRow id={ids.trackingNo} label="快递单号" required error={errors.trackingNo}>
        <input
          id={ids.trackingNo}
          maxLength={30}
          value={values.trackingNo}
          onChange={(event) => setValues({ ...values, trackingNo: event.target.value })}
          {...describedBy(ids.trackingNo, undefined, errors.trackingNo)}
        />
      </FieldRow>
      <div>
        <Button type="submit" $variant="primary" disabled={sending} aria-busy={sending}>
          提交物流信息
        </Button>
      </div>
    </Form>
  );
}
