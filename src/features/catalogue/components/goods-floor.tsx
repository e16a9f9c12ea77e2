import { memo } from 'react';
import styled from 'styled-components';
import { onPhone } from '../../../components/breakpoints';
import { GoodsGrid } from './goods-grid';
import type { HomeFloor } from '../../../../engine/contract';

/**
 * One home-page floor: its title and its goods. The first floor starts in the first screenful (below the
 * banners, or leading the page when there are none); the others load their images lazily.
 */
export const GoodsFloor = memo(function GoodsFloor({
  floor,
  index,
  leadsPage,
}: {
  floor: HomeFloor;
  index: number;
  leadsPage: boolean;
}) {
  if (floor.goodsList.length === 0) return null;
  const titleId = `floor-${floor.floorId}`;
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>
        <Number>{String(index + 1).padStart(2, '0')}F</Number>
        {floor.floorName}
      </Title>
      <GoodsGrid
        goods={floor.goodsList}
        label={floor.floorName}
        firstRow={index > 0 ? 'lazy' : leadsPage ? 'high' : 'eager'}
      />
    </Section>
  );
});

const Section = styled.section`
  margin-top: 28px;
  ${onPhone} {
    margin-top: 20px;
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: baseline;
  gap: 10px;
  margin: 0 0 14px;
  font-size: 22px;
  color: ${({ theme }) => theme.text};
  ${onPhone} {
    margin-bottom: 10px;
    font-size: 18px;
  }
`;

const Number = styled.span`
  color: ${({ theme }) => theme.primary};
  font-size: 22px;
  font-style: italic;
  font-weight: 700;
  ${onPhone} {
    font-size: 18px;
  }
`;
