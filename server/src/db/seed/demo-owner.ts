import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { customers } from '../schema/accounts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';

/**
 * The demo shop's owner (README "Demo data"): an admin account anyone trying
 * the demo can sign in with. Never in production, which refuses to start
 * while this account still opens with this password.
 */
export const DEMO_OWNER = {
  email: 'owner@chitra.example',
  password: 'chitra-demo-owner',
  firstname: 'Shop',
  lastname: 'Owner',
  mobile: '9876543210',
} as const;

/**
 * Creates the demo owner once: verified, role admin. An address already
 * taken is left as it is (whoever registered it keeps their account and
 * their role), and a demo owner whose password or role was changed is never
 * reset. Answers whether it created the account.
 */
export async function seedDemoOwner(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_OWNER.email));
  if (existing) return false;
  const { email, firstname, lastname, mobile, password } = DEMO_OWNER;
  const created = await db
    .insert(customers)
    .values({ email, firstname, lastname, mobile, passwordHash: await hashPassword(password), role: 'admin', emailVerifiedAt: now })
    .onConflictDoNothing({ target: customers.email })
    .returning({ id: customers.id });
  return created.length > 0;
}

/**
 * Why production must not start, or undefined: an account with the demo
 * owner's address still opens with the demo password (a database that ran
 * the demo), so anyone who read the README could sign in to it.
 */
export async function demoOwnerProblem(db: Db): Promise<string | undefined> {
  const [owner] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.email, DEMO_OWNER.email));
  if (!owner || !(await verifyPassword(owner.passwordHash, DEMO_OWNER.password))) return undefined;
  return (
    `Refusing to start in production: the account ${DEMO_OWNER.email} still has the demo password, so anyone could sign in with it. ` +
    `Give it a new password with \`npm run admin:create -- ${DEMO_OWNER.email} --reset-password\` (with the production DATABASE_URL), then start again.`
  );
}
