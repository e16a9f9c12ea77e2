import { useId } from 'react';
import styled from 'styled-components';
import { STATEMENT_STATUS_LABEL, STATEMENT_STATUSES } from '../../../engine';
import { Button } from '../../components/button';
import { describedBy } from '../../components/field-row';
import type { StatementSearch } from './use-statement-filter';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: flex-end;
  margin-bottom: 16px;
  font-size: 13px;
  label {
    display: block;
    margin-bottom: 4px;
    color: ${({ theme }) => theme.muted};
  }
  select,
  input {
    height: 32px;
    box-sizing: border-box;
    padding: 0 10px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 2px;
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.danger};
    }
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.danger};
    font-size: 12px;
  }
`;

/** 状态 and 账期: each change filters at once; 重置 shows every statement. */
export function StatementFilters({
  search,
  periodError,
  onSearch,
}: {
  search: StatementSearch;
  periodError: string | undefined;
  onSearch: (search: StatementSearch) => void;
}) {
  const id = useId();
  return (
    <Form role="search" aria-label="筛选账单" noValidate onSubmit={(event) => event.preventDefault()}>
      <div>
        <label htmlFor={`${id}-status`}>状态</label>
        <select
          id={`${id}-status`}
          value={search.status}
          onChange={(event) =>
            onSearch({ ...search, status: event.target.value as StatementSearch['status'] })
          }
        >
          <option value="">全部</option>
          {STATEMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATEMENT_STATUS_LABEL[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-period`}>账期</label>
        <input
          id={`${id}-period`}
          type="month"
          value={search.period}
          onChange={(event) => onSearch({ ...search, period: event.target.value })}
          {...describedBy(`${id}-period`, undefined, periodError)}
        />
        {periodError && <p id={`${id}-period-error`}>{periodError}</p>}
      </div>
      <Button $size="small" onClick={() => onSearch({ status: '', period: '' })}>
        重置
      </Button>
    </Form>
  );
}
