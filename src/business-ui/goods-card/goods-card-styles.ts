// The goods card's look (goods-card.tsx): one styled root whose plain elements are styled by class, so a list
// of 200 cards stays cheap to render, and its placeholder's boxes.
import styled, { css } from 'styled-components';
import { belowContentWidth, onPhone } from '../../components/breakpoints';
import { shimmerFill } from '../../components/skeleton';

/**
 * Below the content width a card is a grid column narrower than the shop's image size: the image box
 * takes the column's width (up to that size) and stays square; on a phone, two cards side by side.
 */
const fluidCard = css<{ $size: number }>`
  ${belowContentWidth} {
    .image {
      width: 100%;
      max-width: ${({ $size }) => $size}px;
      height: auto;
      aspect-ratio: 1;
    }
  }
  ${onPhone} {
    padding: 8px 8px 10px;
    .badge {
      width: 64px;
      height: 64px;
      font-size: 13px;
    }
    .name {
      margin-top: 8px;
    }
    .price {
      font-size: 16px;
    }
  }
`;

export const Card = styled.a<{ $row: boolean; $size: number }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  align-items: ${({ $row }) => ($row ? 'flex-start' : 'center')};
  gap: ${({ $row }) => ($row ? '10px' : '0')};
  width: 100%;
  box-sizing: border-box;
  padding: ${({ $row }) => ($row ? '8px 0' : '16px 14px 14px')};
  background: #fff;
  border: 1px solid ${({ $row }) => ($row ? 'transparent' : '#f0f0f0')};
  color: ${({ theme }) => theme.text};
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;
  transition:
    box-shadow 0.2s,
    border-color 0.2s;

  &:hover {
    border-color: ${({ $row, theme }) => ($row ? 'transparent' : theme.primaryLight)};
    box-shadow: ${({ $row }) => ($row ? 'none' : '0 6px 18px rgba(0, 0, 0, 0.1)')};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }

  /* The image box has its final size before the image loads: no layout shift. */
  .image {
    position: relative;
    flex: none;
    display: block;
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
    overflow: hidden;
    background: #f7f7f7;
    border-radius: 2px;
  }
  .image > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .badge {
    position: absolute;
    inset: 0;
    margin: auto;
    width: ${({ $row }) => ($row ? '48px' : '84px')};
    height: ${({ $row }) => ($row ? '48px' : '84px')};
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
    font-size: ${({ $row }) => ($row ? '11px' : '15px')};
    letter-spacing: 1px;
  }
  .body {
    display: flex;
    flex-direction: column;
    align-self: stretch;
    min-width: 0;
    flex: 1;
  }
  .name {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    margin-top: ${({ $row }) => ($row ? '0' : '12px')};
    height: ${({ $row }) => ($row ? 'auto' : '40px')};
    font-size: ${({ $row }) => ($row ? '13px' : '14px')};
    line-height: 20px;
    word-break: break-all;
  }
  .flash-sale {
    display: inline-block;
    margin-right: 4px;
    padding: 0 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.primary};
    color: #fff;
    font-size: 12px;
    line-height: 18px;
    vertical-align: 1px;
  }
  .prices {
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 4px 8px;
    margin-top: 8px;
    min-height: 24px;
  }
  .price {
    color: ${({ theme }) => theme.primary};
    font-size: ${({ $row }) => ($row ? '14px' : '18px')};
    font-weight: 600;
  }
  .discount {
    padding: 0 4px;
    border: 1px solid ${({ theme }) => theme.primary};
    border-radius: 2px;
    color: ${({ theme }) => theme.primary};
    font-size: 12px;
    line-height: 16px;
  }
  del {
    color: ${({ theme }) => theme.muted};
    font-size: 12px;
  }
  .sold {
    margin-top: 4px;
    color: ${({ theme }) => theme.muted};
    font-size: 12px;
  }
  ${({ $row }) => ($row ? null : fluidCard)}
`;

export const Shimmer = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  border-radius: 2px;
  ${shimmerFill}
`;
