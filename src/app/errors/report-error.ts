/**
 * The one call site for errors the app catches (error boundaries, chunk failures). It logs to the
 * console for now; the client log module is wired here: logEvent({ type: 'error', name, detail }).
 */
export function reportError(name: string, error: unknown): void {
  console.error(`[${name}]`, error);
}
