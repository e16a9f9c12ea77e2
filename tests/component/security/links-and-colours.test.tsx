// Links and colours from the gateway reach the page only through the engine's checks.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, runShellGateway, server } from '../shell/shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const answer = (data: unknown) => HttpResponse.json({ code: '00000', success: true, message: '', data });

function serveNavLinks(links: { columnName: string; columnLink: string; openMode: number }[]) {
  server.use(
    http.get('*/websitePc/getWebsiteTrimColumn', () =>
      answer([{ id: 1, columnName: '顶部导航', fixedContent: JSON.stringify({ navLinkList: links }) }]),
    ),
  );
}

async function clickNavLink(name: string) {
  renderApp('/points/home');
  await userEvent
    .setup()
    .hover(await screen.findByRole('button', { name: '网站导航' }, { timeout: scaled(10_000) }));
  fireEvent.click(await screen.findByRole('button', { name }));
}

describe('nav links from the gateway follow the link policy', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['javascript:alert(document.cookie)', 1],
    [' JavaScript:alert(1)', 2],
    ['data:text/html,<script>alert(1)</script>', 1],
    ['//evil.example/', 2],
  ])('%j (openMode %i) is not followed: 跳转链接异常, the page stays', async (columnLink, openMode) => {
    serveNavLinks([{ columnName: '恶意链接', columnLink, openMode }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await clickNavLink('恶意链接');
    expect(await screen.findByText('跳转链接异常')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/points/home');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Configured link refused'), columnLink);
  });

  it('a web link in a new tab opens with noopener,noreferrer', async () => {
    serveNavLinks([{ columnName: '合作伙伴', columnLink: 'https://partner.example/a', openMode: 2 }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await clickNavLink('合作伙伴');
    expect(open).toHaveBeenCalledWith('https://partner.example/a', '_blank', 'noopener,noreferrer');
  });

  it('a page of the shop opens in the app, under the mall path', async () => {
    serveNavLinks([{ columnName: '帮助', columnLink: '/helpCenter/helpCenter?id=101', openMode: 1 }]);
    await clickNavLink('帮助');
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/points/helpCenter/helpCenter?id=101'),
    );
  });
});

describe('footer colours from the gateway are hex colours or the profile’s (spec 1 §3, §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('`#000;} body{visibility:hidden} x{` falls back to the profile’s colours, logged; the page stays visible', async () => {
    const hostile = '#000;} body{visibility:hidden} x{';
    server.use(
      http.get('*/website/help/queryWebsiteHelpCenterVo', () =>
        answer({
          customerService: {
            customerServiceTimeStart: '09:00',
            customerServiceTimeEnd: '18:00',
            customerHotline: '400-800-8888',
            websiteRecordNumber: '',
            websiteBottomColor: hostile,
            websiteBottomFontColor: 'red;} * {display:none',
          },
          parentColumnList: [],
        }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/points/home');
    await screen.findByText('400-800-8888', {}, { timeout: scaled(10_000) });
    const footer = screen.getByRole('contentinfo');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('websiteBottomColor'), hostile),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('websiteBottomFontColor'),
      'red;} * {display:none',
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).not.toMatch(/body\s*\{\s*visibility:\s*hidden|\*\s*\{\s*display:\s*none/);
    expect(getComputedStyle(document.body).visibility).not.toBe('hidden');
    expect(getComputedStyle(footer).backgroundColor).toBe('rgb(43, 43, 43)');
  });

  it('a valid gateway colour is used as it is', async () => {
    server.use(
      http.get('*/website/help/queryWebsiteHelpCenterVo', () =>
        answer({
          customerService: {
            customerServiceTimeStart: '09:00',
            customerServiceTimeEnd: '18:00',
            customerHotline: '400-800-8888',
            websiteRecordNumber: '',
            websiteBottomColor: '#123456',
            websiteBottomFontColor: '#fff',
          },
          parentColumnList: [],
        }),
      ),
    );
    renderApp('/points/home');
    await screen.findByText('400-800-8888', {}, { timeout: scaled(10_000) });
    await waitFor(() =>
      expect(getComputedStyle(screen.getByRole('contentinfo')).backgroundColor).toBe('rgb(18, 52, 86)'),
    );
  });
});
