import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  BATCH_FILE_ACCEPT,
  BATCH_ORDER_TEXT,
  batchFileKind,
  batchFileProblem,
  batchOrderLimits,
  pastedCells,
} from '../../../engine';
import { Button } from '../../components/button';
import { useShop } from '../../shop/shop-context';
import { readFileCells } from './read-file';

const Panel = styled.section`
  display: grid;
  gap: 10px;
  margin-bottom: 16px;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  flex-wrap: wrap;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

const PasteArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  box-sizing: border-box;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  font:
    13px/1.6 ui-monospace,
    monospace;
  resize: vertical;
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
`;

export interface BatchInputProps {
  /** Reads a table of cells; false when the import or its check was refused (the pasted text then stays). */
  onCells(cells: readonly (readonly unknown[])[]): Promise<boolean>;
  onRefuse(message: string): void;
  onTemplate(): void;
  refusal?: string;
  busy: boolean;
}

/**
 * Bringing lines in: upload a CSV or XLSX file (refused before reading when it is neither or too large), or
 * paste lines of "SKU 数量"; and the template. A pasted text that is refused stays in the box to correct.
 */
export function BatchInput({ onCells, onRefuse, onTemplate, refusal, busy }: BatchInputProps) {
  const limits = batchOrderLimits(useShop().limits);
  const fileInput = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState('');
  const refusalId = useId();

  async function upload(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = batchFileProblem(file, limits);
    const kind = batchFileKind(file.name);
    if (problem || !kind) return onRefuse(problem ?? BATCH_ORDER_TEXT.fileType);
    const read = await readFileCells(file, kind);
    if (read.refusal === undefined) await onCells(read.cells);
    else onRefuse(read.refusal);
  }

  async function readPasted() {
    if (await onCells(pastedCells(pasted))) setPasted('');
  }

  return (
    <Panel aria-label="导入商品">
      <Toolbar>
        <Button $variant="primary" disabled={busy} onClick={() => fileInput.current?.click()}>
          上传文件
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={BATCH_FILE_ACCEPT}
          aria-label="选择CSV或XLSX文件"
          hidden
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <Button onClick={onTemplate}>下载模板</Button>
        <Hint>{BATCH_ORDER_TEXT.limitsHint(limits.maxRows, limits.maxFileBytes)}</Hint>
      </Toolbar>
      <PasteArea
        aria-label="粘贴商品编码和数量"
        aria-describedby={refusal ? refusalId : undefined}
        placeholder={BATCH_ORDER_TEXT.pastePlaceholder}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
      />
      <Toolbar>
        <Button disabled={busy || pasted.trim() === ''} onClick={() => void readPasted()}>
          识别粘贴内容
        </Button>
      </Toolbar>
      {refusal ? (
        <Refusal id={refusalId} role="alert">
          {refusal}
        </Refusal>
      ) : null}
    </Panel>
  );
}
