import { useId } from 'react';
import styled from 'styled-components';
import { goodsBadges } from '../../../engine';
import type { VisitDay } from '../../../engine';
import { Button } from '../../components/button';
import { MemberGoodsRow } from '../../business-ui/member-goods-row/member-goods-row';
import { useCapability } from '../../shop/shop-context';
import type { BrowseRecord } from '../../../engine/contract';

const Heading = styled.h2`
  margin: 16px 0 4px;
  font-size: 15px;
`;

/** One day of visits: its heading (今天, 昨天, 11月18日) and the goods seen that day, each with 删除. */
export function VisitDaySection({
  day,
  removing,
  onRemove,
}: {
  day: VisitDay<BrowseRecord>;
  removing: boolean;
  onRemove: (goodsSkuCode: string) => void;
}) {
  const pointsDesignatedOnly = useCapability('goodsCard.pointsDesignatedOnly');
  const heading = useId();
  const badgeOptions = {
    showSales: false,
    pointsDesignatedOnly,
  };
  return (
    <section aria-labelledby={heading}>
      <Heading id={heading}>{day.label}</Heading>
      <ul aria-labelledby={heading} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {day.visits.map((visit) => (
          <li key={visit.goodsSkuCode}>
            <MemberGoodsRow
              name={visit.goodsSkuName}
              image={visit.imgUrl}
              link={visit}
              priced={visit}
              badge={goodsBadges(visit, badgeOptions).badge}
            >
              <Button $size="small" disabled={removing} onClick={() => onRemove(visit.goodsSkuCode)}>
                删除
              </Button>
            </MemberGoodsRow>
          </li>
        ))}
      </ul>
    </section>
  );
}
