import { useId } from 'react';
import styled from 'styled-components';
import { searchKeywordField } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { useShop } from '../../shop/shop-context';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 14px;
  font-size: 13px;
  input {
    width: 260px;
    height: 32px;
    box-sizing: border-box;
    padding: 0 10px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 2px;
  }
  /* On a phone the label goes above, the box takes the line beside the buttons. */
  ${onPhone} {
    flex-wrap: wrap;
    label {
      flex-basis: 100%;
    }
    input {
      flex: 1;
      width: auto;
      min-width: 0;
      height: 36px;
    }
  }
`;

/** Searches the goods by name or code; an empty search lists them all. */
export function GoodsSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const id = useId();
  const { limits } = useShop();
  const field = searchKeywordField(limits.search);
  return (
    <Form
      role="search"
      // A new keyword in the address (back, a shared link) shows in the box.
      key={keyword}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(field.keyword(String(new FormData(event.currentTarget).get('keyword') ?? '')));
      }}
    >
      <label htmlFor={id}>商品名称或编码</label>
      <input id={id} name="keyword" type="search" defaultValue={keyword} maxLength={field.maxLength} />
      <Button type="submit" $size="small" $variant="primary">
        搜索
      </Button>
      {keyword && (
        <Button $size="small" onClick={() => onSearch('')}>
          清空
        </Button>
      )}
    </Form>
  );
}
