// Once per run, after the web server is up: the demo gateway back to its deterministic seed.
// Screens only read, so one reset serves every test and the workers never reset under each other.
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const response = await fetch(new URL('/api/__demo/reset', baseURL), { method: 'POST' });
  if (!response.ok) throw new Error(`POST /api/__demo/reset answered HTTP ${response.status}`);
}
