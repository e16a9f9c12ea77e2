import styled, { type DefaultTheme } from 'styled-components';
import { proxy, useSnapshot } from 'valtio';
import type { ToastKind } from '../../engine';
import { onPhone, PAGE_GUTTER } from './breakpoints';

interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
}

const TOAST_MS = 3000;
const toasts = proxy<{ list: ToastMessage[] }>({ list: [] });
let nextId = 1;

function show(kind: ToastKind, text: string): void {
  const id = nextId++;
  toasts.list.push({ id, kind, text });
  setTimeout(() => {
    toasts.list = toasts.list.filter((toast) => toast.id !== id);
  }, TOAST_MS);
}

/** Short messages at the top of the page; any module may call these, no React needed. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
  /** Removes every toast now (a fresh page, a test starting from nothing). */
  clear: () => {
    toasts.list = [];
  },
};

const colours: Record<Exclude<ToastKind, 'error'>, string> = {
  success: '#52c41a',
  warning: '#faad14',
  info: '#666',
};
const colourOf = ({ $kind, theme }: { $kind: ToastKind; theme: DefaultTheme }) =>
  $kind === 'error' ? theme.danger : colours[$kind];

const Stack = styled.div`
  position: fixed;
  top: 24px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 3000;
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
  /* Inside the screen: the gutter each side, long messages wrapping. */
  ${onPhone} {
    top: ${PAGE_GUTTER}px;
    left: ${PAGE_GUTTER}px;
    right: ${PAGE_GUTTER}px;
    transform: none;
    align-items: center;
  }
`;

const Item = styled.div<{ $kind: ToastKind }>`
  padding: 10px 18px;
  border-radius: 4px;
  background: #fff;
  color: ${colourOf};
  border: 1px solid ${colourOf};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);
  font-size: 14px;
  ${onPhone} {
    max-width: 100%;
    overflow-wrap: anywhere;
    text-align: center;
  }
`;

/** Renders the current toasts; mount once near the root. */
export function Toaster() {
  const { list } = useSnapshot(toasts);
  return (
    <Stack>
      {list.map((message) => (
        <Item key={message.id} $kind={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Item>
      ))}
    </Stack>
  );
}
