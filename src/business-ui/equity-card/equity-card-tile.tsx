import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** Every equity tile has this height, so placeholders can take its place exactly. */
export const EQUITY_TILE_HEIGHT = 150;

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(.*\)|hsla?\(.*\))$/i;

/** cardBackgroundValue is a colour or an image address. */
function background(value: string | null | undefined) {
  if (!value)
    return css`
      background: linear-gradient(135deg, #c9a063, #8a6a35);
    `;
  if (COLOUR.test(value.trim())) {
    return css`
      background: linear-gradient(135deg, ${value}, rgba(0, 0, 0, 0.25)), ${value};
      background-blend-mode: multiply;
    `;
  }
  return css`
    background: #8a6a35 url(${JSON.stringify(value)}) center / cover no-repeat;
  `;
}

export interface EquityCardTileProps {
  name: string;
  backgroundValue?: string | null;
  expirationTime?: string | null;
  /** Where the tile leads (the equity detail); a plain tile without it. */
  to?: string;
  children?: ReactNode;
}

/** An equity (membership benefit) card: its name over its background, and until when it is valid. */
export function EquityCardTile({ name, backgroundValue, expirationTime, to, children }: EquityCardTileProps) {
  const body = (
    <>
      <Chip aria-hidden="true" />
      <Name>{name}</Name>
      {expirationTime ? <Expiry>有效期至 {expirationTime}</Expiry> : null}
      {children}
    </>
  );
  return to ? (
    <Tile as={Link} to={to} $background={backgroundValue}>
      {body}
    </Tile>
  ) : (
    <Tile $background={backgroundValue}>{body}</Tile>
  );
}

const Tile = styled.div<{ $background: string | null | undefined }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  box-sizing: border-box;
  height: ${EQUITY_TILE_HEIGHT}px;
  padding: 18px 22px;
  border-radius: 10px;
  overflow: hidden;
  color: #fff;
  text-decoration: none;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.12);
  ${({ $background }) => background($background)}

  &::after {
    content: '';
    position: absolute;
    right: -40px;
    top: -40px;
    width: 160px;
    height: 160px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Chip = styled.span`
  position: absolute;
  left: 22px;
  top: 20px;
  width: 34px;
  height: 24px;
  border-radius: 4px;
  background: linear-gradient(135deg, #f6e27a, #cfa84a);
`;

const Name = styled.strong`
  font-size: 20px;
  letter-spacing: 1px;
`;

const Expiry = styled.span`
  margin-top: 6px;
  font-size: 12px;
  opacity: 0.85;
`;
