import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';

/** A fresh harness and the seeded admin's token. */
export async function startAsAdmin(): Promise<{ h: Harness; admin: string }> {
  const h = await startHarness();
  return { h, admin: await h.token('admin', ADMIN_PASSWORD) };
}

/**
 * A fresh harness with the callers a permission and tenant test needs, each logged in: the seeded
 * admin, `<prefix>_operator`, `<prefix>_nobody` (no roles) and `<prefix>_other`, admin of tenant 2000.
 */
export async function startWithCallers(prefix: string): Promise<{ h: Harness; admin: string; operator: string; nobody: string; other: string }> {
  const { h, admin } = await startAsAdmin();
  await h.createUser({ username: `${prefix}_operator`, roles: ['operator'] });
  await h.createUser({ username: `${prefix}_nobody`, roles: [] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  await h.createUser({ username: `${prefix}_other`, roles: ['admin'], tenants: [2000], departs: ['B01'] });
  const [operator, nobody, other] = await Promise.all(['operator', 'nobody', 'other'].map((u) => h.token(`${prefix}_${u}`, ADMIN_PASSWORD)));
  return { h, admin, operator, nobody, other };
}
