import styled from 'styled-components';
import { PREVIEW_EXIT_PATH, PREVIEW_TEXT } from '../../engine';

const BANNER_HEIGHT = 32;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 3000;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: ${BANNER_HEIGHT}px;
  background: #1f1f1f;
  color: #fff;
  font-size: 14px;
  a {
    color: #ffd666;
  }
`;

/**
 * In a preview of a draft profile (npm run profiles:preview), a banner fixed on every page naming the draft,
 * with 退出预览, which ends the preview on the server; its place is kept so it covers nothing. Loaded only
 * in a preview (app.tsx).
 */
export function PreviewBanner({ previewedFile }: { previewedFile: string }) {
  return (
    <>
      <div style={{ height: BANNER_HEIGHT }} />
      <Bar role="region" aria-label="预览">
        <span>{PREVIEW_TEXT.banner(previewedFile)}</span>·<a href={PREVIEW_EXIT_PATH}>{PREVIEW_TEXT.exit}</a>
      </Bar>
    </>
  );
}
