import styled, { css } from 'styled-components';
import { onPhone, PRIMARY_ACTION_HEIGHT } from './breakpoints';

export type ButtonVariant = 'primary' | 'plain' | 'text';

/** The shop's buttons: primary in the shop colour, plain outlined, text as a link. */
export const Button = styled.button.attrs<{ type?: 'button' | 'submit' }>(({ type }) => ({
  type: type ?? 'button',
}))<{ $variant?: ButtonVariant; $size?: 'small' | 'medium' | 'large' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border-radius: 4px;
  border: 1px solid transparent;
  cursor: pointer;
  font: inherit;
  white-space: nowrap;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${({ $size = 'medium' }) =>
    ({
      small: css`
        height: 28px;
        padding: 0 12px;
        font-size: 12px;
      `,
      medium: css`
        height: 34px;
        padding: 0 18px;
        font-size: 14px;
      `,
      large: css`
        height: 42px;
        padding: 0 28px;
        font-size: 16px;
      `,
    })[$size]}
  ${({ $variant = 'plain', theme }) =>
    ({
      primary: css`
        background: ${theme.primary};
        color: #fff;
        &:hover:not(:disabled) {
          background: ${theme.primaryDark};
        }
      `,
      plain: css`
        background: #fff;
        color: ${theme.text};
        border-color: ${theme.border};
        &:hover:not(:disabled) {
          color: ${theme.primary};
          border-color: ${theme.primary};
        }
      `,
      text: css`
        background: none;
        padding: 0;
        height: auto;
        /* WCAG 2.2 target size: a text line alone is 23 px high */
        min-height: 24px;
        color: ${theme.primary};
        &:hover:not(:disabled) {
          text-decoration: underline;
        }
      `,
    })[$variant]}
  ${({ $variant = 'plain', $size = 'medium' }) =>
    $variant === 'primary' &&
    $size !== 'small' &&
    css`
      /* A primary action is a thumb's height on a phone. */
      ${onPhone} {
        height: ${PRIMARY_ACTION_HEIGHT}px;
      }
    `}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primaryLight};
    outline-offset: 1px;
  }
`;
