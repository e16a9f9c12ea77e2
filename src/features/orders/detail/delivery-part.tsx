import { maskPhone } from '../../../../engine';
import { DetailFields as Fields, DetailSection as Section } from '../../../components/detail-section';
import type { OrderView } from '../../../../engine/contract';

/** Where the order goes: the delivery address, or for virtual goods the account that was credited. */
export function DeliveryPart({ order }: { order: OrderView }) {
  if (order.virtual)
    return (
      <Section aria-label="充值信息">
        <h2>充值信息</h2>
        <Fields>
          <dt>充值账号</dt>
          <dd>{order.rechargeAccount}</dd>
        </Fields>
      </Section>
    );
  const { address } = order;
  return (
    <Section aria-label="收货信息">
      <h2>收货信息</h2>
      {address ? (
        <Fields>
          <dt>收货人</dt>
          <dd>{address.receiverName}</dd>
          <dt>联系电话</dt>
          <dd>{maskPhone(address.receiverPhone)}</dd>
          <dt>收货地址</dt>
          <dd>
            {address.path} {address.receiverAddress}
          </dd>
        </Fields>
      ) : (
        <div>无收货地址</div>
      )}
    </Section>
  );
}
