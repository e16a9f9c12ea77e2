import { ANSWER_CODE, retryMayHelp } from '../../../engine/domain/error-catalogue';

describe('retryMayHelp: 重试 is offered only where a second try can mend the failure', () => {
  it.each([
    { failure: 'the network or a server error', code: ANSWER_CODE.network, helps: true },
    { failure: '系统繁忙', code: ANSWER_CODE.busy, helps: true },
    { failure: 'the thing asked for is not there (订单不存在)', code: '10004', helps: false },
    { failure: 'a refusal by state', code: '10005', helps: false },
    { failure: 'a failed login check', code: ANSWER_CODE.loginCheckFailed, helps: false },
  ])('$failure: $helps', ({ code, helps }) => {
    expect(retryMayHelp(code)).toBe(helps);
  });
});
