import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { FLASH_SALE_COUNTDOWN_LABEL, PANIC_STATE, flashSaleState } from '../../../engine';
import type { FlashSaleTimes } from '../../../engine';
import { useCountdownClock } from './use-countdown-clock';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The flash-sale bar: counts down to the start (state 1) or the end (state 2) on the server's clock,
 * ticking at the shop's tick (useCountdownClock); state 3 stops the timer (spec 1 §4). A `notice` (the
 * engine's upcomingFlashSaleNotice: 秒杀价 and its price) stands before the countdown's label.
 */
export function FlashSaleCountdown({
  activity,
  offsetMs,
  notice,
}: {
  activity: FlashSaleTimes;
  offsetMs: number;
  notice?: string;
}) {
  const isEnded = (localNow: number) =>
    flashSaleState(activity, localNow + offsetMs).panicState === PANIC_STATE.ended;
  const now = useCountdownClock(isEnded);
  const state = flashSaleState(activity, now + offsetMs);
  const ended = state.panicState === PANIC_STATE.ended;

  const { days, hours, minutes, seconds } = state.parts;
  return (
    <Bar role="timer" aria-live="off" data-panic-state={state.panicState}>
      <strong>秒杀</strong>
      <span>
        {notice ? `${notice} · ` : null}
        {FLASH_SALE_COUNTDOWN_LABEL[state.panicState]}
      </span>
      {ended ? null : (
        <Clock>
          {days > 0 ? <b>{days}天</b> : null}
          <Digit>{two(hours)}</Digit>:<Digit>{two(minutes)}</Digit>:<Digit>{two(seconds)}</Digit>
        </Clock>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 40px;
  margin-top: 12px;
  padding: 0 16px;
  background: linear-gradient(90deg, ${({ theme }) => theme.primary}, ${({ theme }) => theme.primaryDark});
  color: #fff;
  font-size: 14px;

  & > strong {
    font-size: 18px;
    font-style: italic;
    letter-spacing: 2px;
  }
  /* A long notice puts the clock on a line of its own, at the right. */
  ${onPhone} {
    flex-wrap: wrap;
    gap: 4px 10px;
    height: auto;
    min-height: 40px;
    padding: 6px 12px;
  }
`;

const Clock = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  font-variant-numeric: tabular-nums;
`;

const Digit = styled.b`
  display: inline-block;
  min-width: 24px;
  padding: 2px 0;
  border-radius: 2px;
  background: rgba(0, 0, 0, 0.35);
  text-align: center;
`;
