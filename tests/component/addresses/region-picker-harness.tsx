// The region picker's tests: the picker inside a form that owns its state, rendered in a demo shop with the
// demo gateway in process (msw), so the region lists are the real files the gateway serves.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initialRegionState } from '../../../engine';
import type { RegionState } from '../../../engine';
import { RegionPicker } from '../../../src/business-ui/region-picker/region-picker-field';
import { renderPiece, runShellGateway } from '../shell/shell-harness';

/** Starts the gateway for a test file, and fails any test that logs an error (React warnings, failed renders). */
export function runRegionPickerTests(): void {
  runShellGateway();
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
}

/** The form's side: it owns the state, as the address dialog does. */
export function Form({ districtOnly = false, onClose }: { districtOnly?: boolean; onClose?: () => void }) {
  const [value, setValue] = useState<RegionState>(() => initialRegionState({ districtOnly }));
  return (
    <>
      <label htmlFor="region">所在地区</label>
      <RegionPicker id="region" value={value} onChange={setValue} onClose={onClose} />
      <button type="button">别处</button>
    </>
  );
}

export type User = ReturnType<typeof userEvent.setup>;

export async function renderPicker(options: { districtOnly?: boolean } = {}) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  await renderPiece(<Form {...options} onClose={onClose} />);
  return { user, onClose, trigger: screen.getByRole('button', { name: '所在地区' }) };
}

export const panel = () => screen.getByRole('dialog', { name: '选择所在地区' });
export const tab = (name: string) => within(panel()).getByRole('tab', { name });
export const option = (name: string) => screen.findByRole('option', { name });
export const optionNames = () => screen.getAllByRole('option').map((each) => each.textContent);

/** Clicks the named options in turn, each once its list has loaded. */
export async function choose(user: User, ...names: string[]) {
  for (const name of names) await user.click(await option(name));
}
