import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export type DemoStats = { slug: string; salesCount: number; createdAt: Date };

/**
 * Gives the demo products a history (sales, ages) so the popular list and the
 * sorts have something to show. Demo only: the import never touches these
 * columns, which real orders own. Ratings are left at none: a product page
 * must never claim ratings that no customer gave (the average is recomputed
 * from real ratings the moment someone rates).
 */
export async function applyDemoStats(db: Db, rows: DemoStats[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((r) => sql`(${r.slug}::text, ${r.salesCount}::int, ${r.createdAt.toISOString()}::timestamptz)`);
  await db.execute(sql`update products p
    set sales_count = v.sales, created_at = v.created
    from (values ${sql.join(values, sql`, `)}) as v(slug, sales, created)
    where p.slug = v.slug`);
}
