import { useId } from 'react';
import styled from 'styled-components';
import { REVIEW_LIMITS, starLabel } from '../../engine';

const SCORES = Array.from(
  { length: REVIEW_LIMITS.maxStars - REVIEW_LIMITS.minStars + 1 },
  (_, index) => REVIEW_LIMITS.minStars + index,
);

/** Gold stars on a grey track: a star's colour is not its only sign (the score is read out). */
const STAR_ON = '#f5a623';
const STAR_OFF = '#d9d9d9';

const Shown = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 2px;
  font-size: ${({ $size }) => $size}px;
  line-height: 1;
`;

const Star = styled.span<{ $on: boolean }>`
  color: ${({ $on }) => ($on ? STAR_ON : STAR_OFF)};
`;

/** A score shown, read out as '4星 好'. */
export function Stars({ value, size = 14 }: { value: number; size?: number }) {
  return (
    <Shown role="img" aria-label={starLabel(value)} $size={size}>
      {SCORES.map((score) => (
        <Star key={score} aria-hidden="true" $on={score <= value}>
          ★
        </Star>
      ))}
    </Shown>
  );
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    position: relative;
    font-size: 28px;
    line-height: 1;
    cursor: pointer;
  }
  label:focus-within {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const Word = styled.span`
  margin-left: 8px;
  color: ${({ theme }) => theme.muted};
  font-size: 13px;
`;

/**
 * The score as a radio group of five stars: arrow keys move between them as in any radio group, each is
 * read out with its word ('4星 好'), and the stars up to the chosen one are lit.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  describedBy,
  invalid,
}: {
  /** 0 while none is chosen. */
  value: number;
  onChange: (stars: number) => void;
  label: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const name = useId();
  return (
    <Group role="radiogroup" aria-label={label} aria-describedby={describedBy} aria-invalid={invalid}>
      {SCORES.map((score) => (
        <Star as="label" key={score} $on={score <= value}>
          <input
            type="radio"
            name={name}
            value={score}
            checked={score === value}
            aria-label={starLabel(score)}
            onChange={() => onChange(score)}
          />
          <span aria-hidden="true">★</span>
        </Star>
      ))}
      {value > 0 && <Word aria-hidden="true">{starLabel(value)}</Word>}
    </Group>
  );
}
