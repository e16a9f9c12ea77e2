import type { Ref } from 'react';
import styled from 'styled-components';
import { regionLevels } from '../../../engine';
import type { RegionLevel, RegionState } from '../../../engine';
import { Icon } from '../../components/icons';

/** How the placeholder names each level: 请选择省/市/区/街道. */
const PLACEHOLDER_NAME: Record<RegionLevel, string> = {
  province: '省',
  city: '市',
  district: '区',
  street: '街道',
};

const Button = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  box-sizing: border-box;
  width: 100%;
  height: 34px;
  padding: 0 10px 0 12px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  font: inherit;
  font-size: 14px;
  color: ${({ theme }) => theme.text};
  text-align: left;
  cursor: pointer;
  &[aria-expanded='true'],
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.danger};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.background};
    color: ${({ theme }) => theme.muted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primaryLight};
    outline-offset: 1px;
  }
`;

const Text = styled.span<{ $placeholder: boolean }>`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ $placeholder, theme }) => ($placeholder ? theme.muted : 'inherit')};
`;

export interface RegionTriggerProps {
  ref: Ref<HTMLButtonElement>;
  value: RegionState;
  open: boolean;
  panelId: string;
  onClick(): void;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The field: the chosen regions (广东省 / 深圳市 / 南山区 / 粤海街道) or 请选择省/市/区/街道. */
export function RegionTrigger({ value, open, panelId, ...button }: RegionTriggerProps) {
  const levels = regionLevels(value);
  const chosen = levels.flatMap((level) => value.selected[level]?.regionName ?? []);
  const placeholder = `请选择${levels.map((level) => PLACEHOLDER_NAME[level]).join('/')}`;
  return (
    <Button
      {...button}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
    >
      <Text $placeholder={chosen.length === 0}>{chosen.length > 0 ? chosen.join(' / ') : placeholder}</Text>
      <Icon name="chevronDown" />
    </Button>
  );
}
