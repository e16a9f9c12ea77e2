import { useEffect, useMemo, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import { Skeleton } from './skeleton';

// DOMPurify is loaded on first use only, so it stays out of the first page load.
let loaded: DOMPurify | null = null;
let loading: Promise<DOMPurify> | undefined;

function loadPurifier(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((module) => (loaded = module.default));
  return loading;
}

/**
 * Renders HTML that came from the server (policy texts, help articles, goods descriptions) after
 * DOMPurify has removed scripts, event handlers and other active content. Nothing of the HTML shows
 * before it is sanitized.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [purify, setPurify] = useState<DOMPurify | null>(loaded);
  useEffect(() => {
    // DOMPurify is itself a function: pass it in an updater, or React would call it as one.
    if (!purify) void loadPurifier().then((module) => setPurify(() => module));
  }, [purify]);
  const clean = useMemo(() => purify?.sanitize(html), [purify, html]);
  if (clean === undefined) return <Skeleton lines={3} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
