import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { hexColour } from '../../../engine';

/** Every equity tile has this height, so placeholders can take its place exactly. */
export const EQUITY_TILE_HEIGHT = 150;

/**
 * cardBackgroundValue reaches CSS only when the engine accepts it as a colour (like every served colour);
 * anything else gets the default gradient.
 */
function background(value: string | null | undefined) {
  const colour = hexColour(value);
  if (!colour)
    return css`
      background: linear-gradient(135deg, #c9a063, #8a6a35);
    `;
  return css`
    background: linear-gradient(135deg, ${colour}, rgba(0, 0, 0, 0.25)), ${colour};
    background-blend-mode: multiply;
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
