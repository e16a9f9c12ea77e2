import styled from 'styled-components';
import { onPhone } from './breakpoints';

/** Page numbers shown around the current one. */
const AROUND = 2;

/** Which page numbers to show: first, last and a window around the current page, gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let each = page - AROUND; each <= page + AROUND; each += 1)
    if (each >= 1 && each <= pages) shown.add(each);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((each, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && each - previous > 1 ? [null, each] : [each];
  });
}

/** 上一页 1 … 4 5 6 … 10 下一页. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label="分页">
      <PageButton type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </PageButton>
      {pageWindow(page, pages).map((each, index) =>
        each === null ? (
          <Gap key={`gap-${index}`}>…</Gap>
        ) : (
          <PageButton
            key={each}
            type="button"
            $active={each === page}
            aria-current={each === page ? 'page' : undefined}
            aria-label={`第${each}页`}
            onClick={() => onPage(each)}
          >
            {each}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </PageButton>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 6px;
  margin: 28px 0 8px;
  ${onPhone} {
    flex-wrap: wrap;
    margin-top: 20px;
  }
`;

const PageButton = styled.button<{ $active?: boolean }>`
  min-width: 36px;
  height: 34px;
  padding: 0 10px;
  border: 1px solid ${({ $active, theme }) => ($active ? theme.primary : theme.border)};
  background: ${({ $active, theme }) => ($active ? theme.primary : '#fff')};
  color: ${({ $active }) => ($active ? '#fff' : '#333')};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  &:disabled {
    color: #ccc;
    cursor: not-allowed;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.primary};
  }
`;

const Gap = styled.span`
  color: ${({ theme }) => theme.muted};
`;
