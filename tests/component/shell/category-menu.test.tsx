import { fireEvent, screen } from '@testing-library/react';
import { CategoryMenu } from '../../../src/app/shell/category-menu';
import { renderPiece, runShellGateway } from './shell-harness';

runShellGateway();

/** The alpha of a computed CSS colour: 1 for rgb(), the fourth value for rgba(), 0 for transparent. */
function alphaOf(colour: string): number {
  if (colour === 'transparent' || colour === '') return 0;
  const values = /rgba?\(([^)]*)\)/.exec(colour)?.[1]?.split(',') ?? [];
  return values.length === 4 ? Number(values[3]) : 1;
}

describe('the category pop-up (spec 1 §2)', () => {
  it('its first column is opaque: no page text shows through it', async () => {
    await renderPiece(<CategoryMenu />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '全部商品分类' }));
    const firstColumn = await screen.findByRole('list', { name: '商品分类' });
    expect(alphaOf(getComputedStyle(firstColumn).backgroundColor)).toBe(1);
  });
});
