// The sanitiser alone, against each attack server HTML was seen to carry.
import { render, screen } from '@testing-library/react';
import { loadSanitiser, SafeHtml } from '../../../src/components/safe-html';
import type { Sanitiser } from '../../../src/components/safe-html';

const PAGE = 'https://shop.example/points/helpCenter/helpCenter?id=101';
let sanitise: Sanitiser;
const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitise(html);
  return box;
};

beforeAll(async () => {
  sanitise = await loadSanitiser({ mediaBase: '/api/cdn', pageUrl: PAGE });
});

describe('server HTML keeps its text and loses what could take over the page', () => {
  it('a <style> element, which would restyle the whole page, is removed with its rules', () => {
    const box = parse('<style>body{visibility:hidden}</style><p>正文</p>');
    expect(box.querySelector('style')).toBeNull();
    expect(box.textContent).toBe('正文');
  });

  it('a position:fixed overlay over the privacy dialog loses its positioning and layering', () => {
    const box = parse(
      '<div style="position:fixed;inset:0;top:0;left:0;z-index:99999;transform:translateY(-10px);color:red;font-size:14px">遮罩</div>',
    );
    const overlay = box.querySelector('div')!;
    expect(overlay.style.position).toBe('');
    expect(overlay.style.zIndex).toBe('');
    expect(overlay.style.top).toBe('');
    expect(overlay.style.transform).toBe('');
    expect(overlay.style.color).toBe('red');
    expect(overlay.style.fontSize).toBe('14px');
  });

  it.each([
    ['position:sticky;top:0', 'position'],
    ['position:absolute', 'position'],
    ['background-image:url(https://tracker.example/p.gif)', 'background-image'],
    ['background-color:var(--x)', 'background-color'],
    ['width:expression(alert(1))', 'width'],
    ['margin-top:-400px', 'margin-top'],
  ])('inline style %j is dropped', (declaration, property) => {
    const box = parse(`<p style="${declaration}">x</p>`);
    expect(box.querySelector('p')!.style.getPropertyValue(property)).toBe('');
  });

  it('harmless inline styles stay: colours (rgb too), alignment, spacing, borders', () => {
    const p = parse(
      '<p style="color:rgb(1, 2, 3);text-align:center;margin-top:8px;border-top-width:1px">x</p>',
    ).querySelector('p')!;
    expect(p.style.color).toBe('rgb(1, 2, 3)');
    expect(p.style.textAlign).toBe('center');
    expect(p.style.marginTop).toBe('8px');
    expect(p.style.borderTopWidth).toBe('1px');
  });

  it('a form with a password field posting off-site is gone, fields and buttons too; its text stays', () => {
    const box = parse(
      '<form action="https://elsewhere.example/steal" method="post"><label>密码<input type="password" name="p"></label><textarea>t</textarea><select><option>o</option></select><button formaction="https://elsewhere.example">登录</button></form>',
    );
    expect(box.querySelector('form, input, button, textarea, select, option')).toBeNull();
    expect(box.innerHTML).not.toContain('elsewhere.example');
    expect(box.textContent).toBe('密码登录');
  });

  it('a third-party image becomes a placeholder; an image from the CDN alias stays', () => {
    const box = parse(
      '<img src="https://tracker.example/pixel.gif" alt="t"><img src="/api/cdn/img/a.svg" alt="cdn"><img src="//tracker.example/b.gif"><img src="data:image/svg+xml,<svg></svg>">',
    );
    expect([...box.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/api/cdn/img/a.svg',
    ]);
    expect([...box.querySelectorAll('[data-blocked]')].map((item) => item.textContent)).toEqual([
      '图片无法显示',
      '图片无法显示',
      '图片无法显示',
    ]);
  });

  it('srcset, which could load from anywhere, is dropped', () => {
    const image = parse('<img src="/api/cdn/a.png" srcset="https://tracker.example/x.png 2x">').querySelector(
      'img',
    )!;
    expect(image.hasAttribute('srcset')).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
  ])('a %j link keeps its text and loses its address', (href) => {
    const link = parse(`<a href="${href}">点我</a>`).querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.textContent).toBe('点我');
  });

  it('links off the site open in a new tab without opener or referrer; the shop, anchors and tel: stay', () => {
    const box = parse(
      '<a href="https://elsewhere.example/x" target="_self">外站</a><a href="/points/cart" target="_blank">购物车</a><a href="https://shop.example/points/home">首页</a><a href="#part2">第二节</a><a href="tel:400-800-8888">电话</a>',
    );
    const links = [...box.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('target'),
      link.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['外站', 'https://elsewhere.example/x', '_blank', 'noopener noreferrer'],
      ['购物车', '/points/cart', null, null],
      ['首页', 'https://shop.example/points/home', null, null],
      ['第二节', '#part2', null, null],
      ['电话', 'tel:400-800-8888', null, null],
    ]);
  });

  it('a frame from elsewhere becomes a placeholder; one from the CDN is sandboxed away from this page', () => {
    const box = parse(
      '<iframe src="https://elsewhere.example/login"></iframe><iframe src="/api/cdn/video/1.html"></iframe><iframe srcdoc="<script>parent.x=1</script>"></iframe>',
    );
    const frames = [...box.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual(['/api/cdn/video/1.html', null]);
    expect(frames[0]!.getAttribute('sandbox')).toBe('allow-scripts allow-presentation');
    expect(frames[1]!.hasAttribute('srcdoc')).toBe(false);
    expect(box.querySelector('[data-blocked]')!.textContent).toBe('外部内容无法显示');
  });

  it('scripts, event handlers and svg payloads are removed as before', () => {
    const box = parse(
      '<script>alert(1)</script><img src="/api/cdn/x.png" onerror="alert(1)"><svg><script>alert(1)</script></svg><p onclick="alert(1)">ok</p>',
    );
    expect(box.innerHTML).not.toMatch(/script|onerror|onclick|svg/);
    expect(box.textContent).toBe('ok');
  });

  it('the media base is configurable: an absolute CDN address allows only itself', async () => {
    const fromCdn = await loadSanitiser({ mediaBase: 'https://cdn.example/shop/', pageUrl: PAGE });
    const box = document.createElement('div');
    box.innerHTML = fromCdn(
      '<img src="https://cdn.example/shop/a.png"><img src="https://cdn.example/other/b.png"><img src="/api/cdn/c.png">',
    );
    expect([...box.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'https://cdn.example/shop/a.png',
    ]);
  });
});

describe('SafeHtml', () => {
  it('shows the sanitised HTML once DOMPurify has loaded', async () => {
    render(
      <SafeHtml html='<p>帮助内容</p><form><input type="password"></form><img src="https://x.example/a.png">' />,
    );
    expect(await screen.findByText('帮助内容')).toBeInTheDocument();
    expect(document.querySelector('input')).toBeNull();
    expect(screen.getByText('图片无法显示')).toBeInTheDocument();
  });
});
