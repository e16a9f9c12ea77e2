import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copyText } from '../../../src/business-ui/copy-text';
import { toast, Toaster } from '../../../src/components/toast';

// userEvent gives jsdom a clipboard.
beforeEach(() => {
  toast.clear();
  userEvent.setup();
});

describe('spec 2 §5: the copy helper', () => {
  it.each([
    { text: '', message: '复制失败', role: 'alert' },
    { text: null, message: '复制失败', role: 'alert' },
    { text: 'G-0001-01', message: '复制成功', role: 'status' },
  ])('copying "$text" says $message', async ({ text, message, role }) => {
    render(<Toaster />);
    copyText(text);
    expect(await screen.findByText(message, { selector: `[role=${role}]` })).toBeInTheDocument();
  });

  it('a refused clipboard says 复制失败', async () => {
    render(<Toaster />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    copyText('G-0001-01');
    expect(await screen.findByText('复制失败', { selector: '[role=alert]' })).toBeInTheDocument();
  });
});
