import styled from 'styled-components';
import { imageSrc } from '../../business-ui/purchase-dialog/image-tiles';

const Cell = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  min-width: 0;
  img {
    width: 56px;
    height: 56px;
    flex-shrink: 0;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** A goods of a case or an order line: its picture (checked by the link policy) and name (text, never HTML). */
export function GoodsCell({ name, image }: { name: string; image: string }) {
  return (
    <Cell>
      <img src={imageSrc(image)} alt="" />
      <span title={name}>{name}</span>
    </Cell>
  );
}
