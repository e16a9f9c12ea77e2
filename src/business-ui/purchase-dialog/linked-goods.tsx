import { Link } from 'react-router-dom';
import { goodsDetailTarget } from '../../../engine';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { useCapability, useShop } from '../../shop/shop-context';
import { copyText } from '../copy-text';
import type { WebsiteGoods } from '../../../engine/contract';

/**
 * The rows of the mall product a request led to (spec 2 §2): its name and code (each with 复制), and 去查看, which opens its
 * detail by the goods routing rules, or says 商品不存在！ when it is deleted.
 */
export function LinkedGoods({ goods }: { goods: WebsiteGoods }) {
  const { mallPath } = useShop();
  const target = goodsDetailTarget(goods, mallPath);
  const newTab = useCapability('goodsCard.openInNewTab');
  return (
    <>
      <dt>商品名称</dt>
      <dd>
        <span>{goods.goodsSkuName}</span>
        <Button $variant="text" aria-label="复制商品名称" onClick={() => copyText(goods.goodsSkuName)}>
          复制
        </Button>
      </dd>
      <dt>商品编码</dt>
      <dd>
        <span>{goods.goodsSkuCode}</span>
        <Button $variant="text" aria-label="复制商品编码" onClick={() => copyText(goods.goodsSkuCode)}>
          复制
        </Button>
      </dd>
      <dt>商城商品</dt>
      <dd>
        {target.ok ? (
          <Button
            as={Link}
            $variant="text"
            to={target.path}
            {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            去查看
          </Button>
        ) : (
          <Button $variant="text" onClick={() => toast.error(target.message)}>
            去查看
          </Button>
        )}
      </dd>
    </>
  );
}
