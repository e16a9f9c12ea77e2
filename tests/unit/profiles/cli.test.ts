import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsx = (script: string, ...args: string[]) => run('npx', ['tsx', `scripts/${script}.ts`, ...args]);

describe('profiles:explain', () => {
  it('prints one capability with the rule, file and pointer that decided it for the given user', async () => {
    const { stdout } = await tsx('profiles-explain', 'procure', 'orders.view', '--role', '2');
    expect(stdout).toContain(
      'procure: engine/profiles/defaults.ts → shop-profiles/presets/procurement.json → shop-profiles/procure.json',
    );
    expect(stdout).toContain('user: roleId 2, supplier false, codes []');
    expect(stdout).toContain(
      'orders.view = "review"  ← rule "reviewer-sees-order-review" shop-profiles/presets/procurement.json#/rules/0/set/orders.view',
    );
  });

  it('prints every capability for a guest', async () => {
    const { stdout } = await tsx('profiles-explain', 's9406', '--guest');
    expect(stdout).toContain('user: guest');
    expect(stdout).toContain(
      'goodsCard.showPrice = false  ← profile shop-profiles/s9406.json#/capabilities/goodsCard.showPrice',
    );
    expect(stdout).toContain(
      'visitors.allowed = true  ← rule "visitors-from-shop-info" engine/profiles/defaults.ts#/rules/0/set/visitors.allowed',
    );
  });

  it('suggests the nearest capability for a misspelt one', async () => {
    const failure = await tsx('profiles-explain', 'points', 'cart.canAd').catch((error) => error);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('unknown capability "cart.canAd" (did you mean "cart.canAdd"?)');
  });

  it('says when no shop has the mall path', async () => {
    const failure = await tsx('profiles-explain', 'nowhere').catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('no shop profile with mall path "nowhere"');
  });
});

describe('profiles:new', () => {
  it('scaffolds a profile from a preset that passes the check', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'profiles-new-'));
    await cp('shop-profiles', dir, { recursive: true });
    const { stdout } = await tsx(
      'profiles-new',
      'teashop',
      '--preset',
      'procurement',
      '--id',
      '6001',
      '--name',
      '茶叶商城',
      '--dir',
      dir,
    );
    expect(stdout).toContain('Next: npm run profiles:explain -- teashop');
    const profile = JSON.parse(await readFile(join(dir, 'teashop.json'), 'utf8'));
    expect(profile).toMatchObject({
      extends: 'procurement',
      shop: { id: 6001, mallPath: 'teashop', name: '茶叶商城' },
    });
    const check = await tsx('profiles-check', '--dir', dir);
    expect(check.stdout).toContain('10 shop profile(s) valid');
    await rm(dir, { recursive: true });
  });

  it('refuses an unknown preset', async () => {
    const failure = await tsx('profiles-new', 'x1', '--preset', 'nope', '--id', '1', '--name', 'x').catch(
      (error) => error,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('unknown preset "nope"; presets: dropshipping, points, procurement');
  });
});
