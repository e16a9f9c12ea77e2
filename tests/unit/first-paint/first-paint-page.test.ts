// The prerendered page (scripts/lib/first-paint-page.ts): where it lives, what it holds, and that no profile
// text can break out of it.
import {
  chunksBeyondEntry,
  firstPaintFile,
  firstPaintPage,
  PROFILE_STAMP_META,
  profileStamp,
} from '../../../scripts/lib/first-paint-page';
import type { ShopProfileLoad } from '../../../engine';

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>商城</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const load = { status: 'not-found' } as ShopProfileLoad;
const parts = {
  html: '<header>积分商城</header>',
  styles: '<style data-styled="true">.a{color:red}</style>',
  dataId: 'first-paint-profile',
  mallPath: 'points',
  load,
  title: '积分商城',
  preloads: ['/assets/shop-frame-b.js'],
};

describe('firstPaintFile', () => {
  it.each([
    ['/points/home', 'first-paint/points/home.html'],
    ['/points/userCenter/order', 'first-paint/points/userCenter/order.html'],
    ['/points/goodDetail/goodDetail', 'first-paint/points/goodDetail/goodDetail.html'],
  ])('%s lives at %s', (pathname, file) => expect(firstPaintFile(pathname)).toBe(file));
});

describe('firstPaintPage', () => {
  const page = firstPaintPage(INDEX, parts);

  it('puts the frame in the root, the profile after it, its styles and preloads in the head', () => {
    expect(page).toContain('<div id="root"><header>积分商城</header></div>');
    expect(page).toContain(
      '<script type="application/json" id="first-paint-profile">{"mallPath":"points","load":{"status":"not-found"}}</script>',
    );
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(parts.styles);
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shop-frame-b.js">',
    );
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(head).toContain(`<meta name="${PROFILE_STAMP_META}" content="${profileStamp(load)}">`);
    expect(head).toContain('<title>积分商城</title>');
  });

  it('keeps a profile text from closing the data element, and a title from opening a tag', () => {
    const hostile = firstPaintPage(INDEX, {
      ...parts,
      title: '<img src=x onerror=alert(1)>',
      mallPath: '</script><script>alert(1)</script>',
    });
    const data = hostile.slice(hostile.indexOf('id="first-paint-profile">'));
    expect(data.indexOf('</script>')).toBe(data.indexOf('}</script>') + 1);
    expect(hostile).toContain('<title>&lt;img src=x onerror=alert(1)&gt;</title>');
  });

  it('refuses an index.html without the root it fills', () => {
    expect(() => firstPaintPage(INDEX.replace('<div id="root"></div>', ''), parts)).toThrow(/root/);
  });
});

describe('profileStamp', () => {
  it('is the same for the same profile and differs for another', () => {
    expect(profileStamp(load)).toBe(profileStamp({ status: 'not-found' } as ShopProfileLoad));
    expect(profileStamp(load)).not.toBe(
      profileStamp({ status: 'invalid', problems: [] } as unknown as ShopProfileLoad),
    );
  });
});

describe('chunksBeyondEntry', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_icons.js': { file: 'assets/icons.js', imports: ['_react.js'] },
    'src/app/shop-frame.tsx': {
      file: 'assets/shop-frame.js',
      imports: ['index.html', '_react.js', '_icons.js'],
    },
  };

  it('lists the module and what it imports, less what the entry loads', () =>
    expect(chunksBeyondEntry(manifest, 'src/app/shop-frame.tsx')).toEqual([
      '/assets/shop-frame.js',
      '/assets/icons.js',
    ]));

  it('lists nothing for a module the build does not have', () =>
    expect(chunksBeyondEntry(manifest, 'src/missing.tsx')).toEqual([]));
});
