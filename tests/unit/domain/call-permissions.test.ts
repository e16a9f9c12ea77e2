import { describe, expect, it } from 'vitest';
import { CALL_PERMISSIONS, engineDefaults, permits } from '../../../engine';
import type { Capabilities, MenuItem, Requirement } from '../../../engine';

const review = { 'orders.view': 'review' } as Partial<Capabilities>;
const list = { 'orders.view': 'list' } as Partial<Capabilities>;
const points = { 'price.mode': 'points' } as Partial<Capabilities>;
const sourcing = { 'sourcing.enabled': true } as Partial<Capabilities>;

describe('permits: any one of the codes, and the capability', () => {
  it.each<[string, Requirement, Partial<Capabilities>, string[], boolean]>([
    ['the review code where orders are reviewed', CALL_PERMISSIONS.orderReview, review, ['F000143'], true],
    ['the review code where orders are listed', CALL_PERMISSIONS.orderReview, list, ['F000143'], false],
    ['no review code where orders are reviewed', CALL_PERMISSIONS.orderReview, review, ['F000082'], false],
    ['either goods management code', CALL_PERMISSIONS.goodsManagement, {}, ['F000383'], true],
    ['neither goods management code', CALL_PERMISSIONS.goodsManagement, {}, ['F000143'], false],
    ['the points card in a points shop', CALL_PERMISSIONS.pointsCard, points, ['F000513'], true],
    [
      'the points card in a money shop',
      CALL_PERMISSIONS.pointsCard,
      { 'price.mode': 'money' },
      ['F000513'],
      false,
    ],
    ['a true capability, no code named', { capability: 'sourcing.enabled' }, sourcing, [], true],
    ['a false capability, no code named', { capability: 'sourcing.enabled' }, {}, [], false],
    ['nothing required', {}, {}, [], true],
  ])('%s', (_, requirement, capabilities, codes, expected) => {
    expect(permits(requirement, capabilities, codes)).toBe(expected);
  });
});

describe("a guarded call needs what its page's menu item needs", () => {
  const items = (engineDefaults.menus?.userCentre ?? []).flatMap((group): MenuItem[] => group.children ?? []);
  it.each([
    ['/userCenter/reviewOrder', CALL_PERMISSIONS.orderReview],
    ['/userCenter/scorecard', CALL_PERMISSIONS.pointsCard],
    ['/userCenter/scorerule', CALL_PERMISSIONS.pointsRules],
    ['/userCenter/limofangOrder', CALL_PERMISSIONS.oldOrders],
  ])('%s', (path, call) => {
    const item = items.find((each) => each.path === path);
    expect({ code: item?.code, capability: item?.capability }).toEqual({
      code: call.code,
      capability: 'capability' in call ? call.capability : undefined,
    });
  });
});
