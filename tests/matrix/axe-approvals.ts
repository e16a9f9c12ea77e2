// The axe-core answers approved with each screen's rendering (docs/qa.md): one file per project,
// tests/matrix/axe-approved/<project>.json, `{ "<screen>": { rendering, violations, found } }`. A project's
// screens run one after another in one worker, so its file has one writer at a time.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const AXE_APPROVED = join(dirname(fileURLToPath(import.meta.url)), 'axe-approved');

export interface AxeApproval {
  /** The rendering axe checked (rendering-fingerprint.ts), with the check's own settings. */
  rendering: string;
  /** '<serious or critical>/<all>', as the contact sheet shows it. */
  violations: string;
  /** One summary line per violation found (none serious or critical: those are never approved). */
  found: string[];
}

type ProjectApprovals = Record<string, AxeApproval>;

const fileOf = (project: string) => join(AXE_APPROVED, `${project}.json`);

function read(project: string): ProjectApprovals {
  const file = fileOf(project);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ProjectApprovals) : {};
}

function write(project: string, approvals: ProjectApprovals): void {
  const file = fileOf(project);
  const screens = Object.keys(approvals).sort();
  if (screens.length === 0) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(dirname(file), { recursive: true });
  const sorted = Object.fromEntries(screens.map((screen) => [screen, approvals[screen]]));
  writeFileSync(file, `${JSON.stringify(sorted, null, 1)}\n`);
}

export const approvedAxe = (project: string, screen: string): AxeApproval | undefined =>
  read(project)[screen];

export function approveAxe(project: string, screen: string, approval: AxeApproval): void {
  write(project, { ...read(project), [screen]: approval });
}

/** Drops the approvals of baselines that are gone (`points@1440/home.png`: a removed screen or profile). */
export function pruneAxeApprovals(orphanBaselines: readonly string[]): void {
  for (const orphan of orphanBaselines) {
    const [project, file] = orphan.split('/');
    if (!project || !file?.endsWith('.png')) continue;
    const approvals = read(project);
    const screen = file.slice(0, -'.png'.length);
    if (!(screen in approvals)) continue;
    delete approvals[screen];
    write(project, approvals);
  }
}
