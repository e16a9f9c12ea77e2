// expect: no-restricted-syntax
// The contract is types only: how many pages a list has is a rule, and rules live in engine/domain.
export interface Counted {
  total: number;
}

export const pageCount = ({ total }: Counted, pageSize: number) => Math.ceil(total / pageSize);
