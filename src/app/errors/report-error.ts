import { logError } from '../../lib/log';
import { ChunkLoadError } from './lazy-chunk';

/**
 * The one call site for errors the app catches: the console and the client log, as `chunk.failed` for a page's
 * code that did not load and `boundary.<where>` for anything else a boundary caught.
 */
export function reportError(where: string, error: unknown): void {
  console.error(`[${where}]`, error);
  logError(error instanceof ChunkLoadError ? 'chunk.failed' : `boundary.${where}`, error, { where });
}
