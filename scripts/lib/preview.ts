// The preview of a draft profile (npm run profiles:preview, docs/ops.md): the pages name the draft for the
// storefront's banner; the preview ends when its time is up or the banner's 退出预览 is followed, and from
// then on every address answers that it has ended.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PREVIEW_EXIT_PATH, PREVIEW_META, PREVIEW_TEXT } from '../../engine';
import { requestTarget } from './node-fetch-bridge';

export interface PreviewOptions {
  /** The draft file as the operator named it: the banner shows it. */
  file: string;
  /** When the preview address stops answering (epoch ms). */
  expiresAt: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page with the meta tag that names the draft, before its first script. */
export function withPreviewMeta(html: string, { file }: PreviewOptions): string {
  const at = /<script\b|<\/head>/i.exec(html)?.index ?? 0;
  return `${html.slice(0, at)}<meta name="${PREVIEW_META}" content="${escapeHtml(file)}">\n    ${html.slice(at)}`;
}

/** Answers the request itself when the preview is over (or is being ended); false while it runs. */
export function previewGate(preview: PreviewOptions, now: () => number = Date.now) {
  let endedAt: number | undefined;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (requestTarget(req).pathname === PREVIEW_EXIT_PATH) endedAt ??= now();
    const over =
      endedAt !== undefined
        ? PREVIEW_TEXT.ended
        : now() >= preview.expiresAt
          ? PREVIEW_TEXT.expired
          : undefined;
    if (!over) return false;
    const title = `${over}：${escapeHtml(preview.file)}`;
    res
      .writeHead(410, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(
        `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${title}</title>` +
          `<main><h1>${title}</h1><p>${PREVIEW_TEXT.again}</p></main></html>`,
      );
    return true;
  };
}
