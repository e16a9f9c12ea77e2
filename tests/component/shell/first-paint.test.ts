// A prerendered page's data (src/app/first-paint.ts): the browser hydrates only a frame drawn for the shop
// its address names, from a profile that is ready.
import { readFirstPaint } from '../../../src/app/first-paint';
import { resolvedProfile } from '../../../scripts/lib/resolved-profiles';

const resolvedLoad = { status: 'ready', resolved: { profile: { shop: { mallPath: 'points' } } } };

function pageWith(data: string | undefined, path = '/points/home'): { doc: Document; url: Location } {
  document.body.innerHTML =
    data === undefined ? '' : `<script type="application/json" id="first-paint-profile">${data}</script>`;
  return { doc: document, url: new URL(`http://localhost${path}`) as unknown as Location };
}

describe('readFirstPaint', () => {
  it('gives nothing on a client-rendered page', () => {
    const { doc, url } = pageWith(undefined);
    expect(readFirstPaint(doc, url)).toBeUndefined();
  });

  it('gives the shop and its profile for a page drawn for the shop at the address', async () => {
    const load = await resolvedProfile('shop-profiles', 'points');
    const { doc, url } = pageWith(JSON.stringify({ mallPath: 'points', load }), '/points/cart');
    expect(readFirstPaint(doc, url)).toMatchObject({
      mallPath: 'points',
      load: { status: 'ready', resolved: { profile: { shop: { name: '积分商城' } } } },
    });
  });

  it.each([
    ['a page drawn for another shop', JSON.stringify({ mallPath: 'procure', load: resolvedLoad })],
    ['data that is not JSON', '{"mallPath":'],
    ['a profile that is not ready', JSON.stringify({ mallPath: 'points', load: { status: 'not-found' } })],
    ['no profile at all', JSON.stringify({ mallPath: 'points' })],
  ])('gives nothing for %s', (_, data) => {
    const { doc, url } = pageWith(data);
    expect(readFirstPaint(doc, url)).toBeUndefined();
  });
});
