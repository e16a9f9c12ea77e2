// Product reviews (docs/reviews.md) against the demo gateway: 评价 / 已评价 on the lines of 已完成 orders,
// the review page's form and its read-only state, and 商品评价 on the goods detail.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { REVIEW_MESSAGES, REVIEW_TEXT } from '../../../engine';
import { GoodsReviews } from '../../../src/features/goods-detail/components/goods-reviews';
import OrderDetailPage from '../../../src/features/orders/order-detail-page';
import OrderListPage from '../../../src/features/orders/order-list-page';
import EditReviewPage from '../../../src/features/reviews/edit-review-page';
import { calls, renderDemoPage } from '../goods/demo-shop';
import { chooseImages, imageFile, startSourcingTests } from '../sourcing/sourcing-harness';

// The demo gateway in process, with Node's FormData for the uploads.
startSourcingTests();

function Screens() {
  return (
    <Routes>
      <Route path="/:mallPath/userCenter/order" element={<OrderListPage />} />
      <Route path="/:mallPath/userCenter/order/view" element={<OrderDetailPage />} />
      <Route path="/:mallPath/editProductReview" element={<EditReviewPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const renderAt = (route: string) =>
  renderDemoPage(<Screens />, { mallPath: 'points', account: 'member', route: `/points${route}` });

/** Opens 我的订单 and follows the first entry whose name starts so (评价：…, 已评价：…). */
async function openEntry(action: string) {
  const view = await renderAt('/userCenter/order');
  const [entry] = await screen.findAllByRole('link', { name: new RegExp(`^${action}：`) });
  const goodsName = (entry?.getAttribute('aria-label') ?? '').replace(`${action}：`, '');
  await userEvent.click(entry!);
  return { ...view, goodsName };
}

const submitted = () => calls('/goodsReview/submit');

describe('the entries on 已完成 orders', () => {
  it('shows 已评价 on the reviewed line and 评价 on the others, only on 已完成 orders', async () => {
    await renderAt('/userCenter/order');
    const list = await screen.findByRole('list', { name: '订单列表' });
    const cards = within(list).getAllByRole('listitem', { name: /^订单 / });
    const status = (card: HTMLElement) => card.querySelector('strong')?.textContent;
    const completed = cards.filter((card) => status(card) === '已完成');
    // The seed's reviewed order is the oldest; the unreviewed one is the only completed order of two lines.
    const reviewed = completed.at(-1);
    const unreviewed = completed.find((card) => within(card).getAllByRole('img').length === 2);
    expect(await within(reviewed!).findByRole('link', { name: /^已评价：/ })).toBeInTheDocument();
    // Two lines in one place: each entry names its goods.
    const entries = await within(unreviewed!).findAllByRole('link', { name: /^评价：/ });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent(/^评价 \S/);
    for (const card of cards.filter((each) => status(each) !== '已完成'))
      expect(within(card).queryByRole('link', { name: /评价：/ })).toBeNull();
  });

  it('puts the entry in the line’s row of the order detail', async () => {
    await renderAt('/userCenter/order');
    const cards = within(await screen.findByRole('list', { name: '订单列表' })).getAllByRole('listitem');
    const completed = cards.filter((card) => card.querySelector('strong')?.textContent === '已完成');
    await userEvent.click(within(completed.at(-1)!).getByRole('link', { name: /^订单详情：/ }));
    const lines = await screen.findByRole('region', { name: '商品清单' });
    expect(within(lines).getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    expect(await within(lines).findByRole('link', { name: /^已评价：/ })).toBeInTheDocument();
  });
});

describe('the review page', () => {
  it('says which checks failed and sends nothing, then sends one review and shows it read-only', async () => {
    const user = userEvent.setup();
    const { goodsName } = await openEntry('评价');
    expect(await screen.findByText(goodsName)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText(REVIEW_MESSAGES.starsMissing)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.textMissing)).toBeInTheDocument();
    expect(submitted()).toHaveLength(0);

    const stars = screen.getByRole('radiogroup', { name: '商品评分' });
    await user.click(within(stars).getByRole('radio', { name: '4星 好' }));
    expect(within(stars).getByRole('radio', { name: '4星 好' })).toBeChecked();
    await user.type(screen.getByLabelText('评价内容'), '<b>好茶</b>');
    expect(screen.getByText('9/500')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: REVIEW_TEXT.anonymous }));
    await user.dblClick(screen.getByRole('button', { name: '提交评价' }));

    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeInTheDocument();
    expect(submitted()).toHaveLength(1);
    expect(submitted()[0]?.body).toMatchObject({ stars: 4, text: '<b>好茶</b>', anonymous: 1, images: [] });
    const mine = await screen.findByRole('article', { name: '我的评价' });
    expect(screen.getByText(REVIEW_TEXT.done)).toBeInTheDocument();
    // Text is text: the markup shows as typed and makes no element.
    expect(within(mine).getByText('<b>好茶</b>')).toBeInTheDocument();
    expect(mine.querySelector('b')).toBeNull();
    expect(within(mine).getByText('匿名用户')).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: '4星 好' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });

  it('sends the uploaded images with the review, at most 6', async () => {
    const user = userEvent.setup();
    await openEntry('评价');
    await screen.findByRole('button', { name: '提交评价' });
    chooseImages([imageFile('a.png'), imageFile('b.png')]);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '商品图片' })).getAllByRole('img')).toHaveLength(2),
    );
    expect(screen.getByText(/最多6张/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5星 非常好' }));
    await user.type(screen.getByLabelText('评价内容'), '实物与图片一致');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    const mine = await screen.findByRole('article', { name: '我的评价' });
    expect(within(within(mine).getByRole('list', { name: '评价图片' })).getAllByRole('img')).toHaveLength(2);
  });

  it('shows a reviewed line read-only with 已评价', async () => {
    await openEntry('已评价');
    const mine = await screen.findByRole('article', { name: '我的评价' });
    expect(within(mine).getByText('演***员')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('names what is missing from its address', async () => {
    await renderAt('/editProductReview?orderNo=DM1');
    expect(await screen.findByText(REVIEW_MESSAGES.goodsMissing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的订单' })).toBeInTheDocument();
  });
});

describe('商品评价 on the goods detail', () => {
  const renderReviews = (goodsCode: string) =>
    renderDemoPage(<GoodsReviews goodsCode={goodsCode} />, { mallPath: 'points', route: '/points/x' });

  it('shows the average, the count and the reviews newest first, a page at a time, text as text', async () => {
    const user = userEvent.setup();
    await renderReviews('G-0001');
    const section = await screen.findByRole('region', { name: '商品评价' });
    expect(await within(section).findByText('共 12 条评价')).toBeInTheDocument();
    expect(within(section).getByText(/综合评分/)).toHaveTextContent(/综合评分 \d\.\d 分/);
    expect(within(section).getAllByRole('article')).toHaveLength(10);
    expect(within(section).getByText('一般般，<b>性价比</b>还可以。')).toBeInTheDocument();
    expect(section.querySelector('article b')).toBeNull();
    expect(within(section).getByText('139****5678')).toBeInTheDocument();
    expect(within(section).queryByText('茶友小林')).toBeNull();
    await user.click(within(section).getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(within(section).getByText('演***员')).toBeInTheDocument();
  });

  it('invites the first review where there is none', async () => {
    await renderReviews('G-0044');
    expect(await screen.findByText(REVIEW_TEXT.empty)).toBeInTheDocument();
  });
});
