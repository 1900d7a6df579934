import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export type DemoStats = { slug: string; salesCount: number; totalRating: number; ratingsCount: number; createdAt: Date };

/**
 * Gives the demo products a history (sales, ratings, ages) so the popular
 * list and the sorts have something to show. Demo only: the import never
 * touches these columns, which real orders and ratings own.
 */
export async function applyDemoStats(db: Db, rows: DemoStats[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (r) => sql`(${r.slug}::text, ${r.salesCount}::int, ${r.totalRating}::numeric, ${r.ratingsCount}::int, ${r.createdAt.toISOString()}::timestamptz)`,
  );
  await db.execute(sql`update products p
    set sales_count = v.sales, total_rating = v.rating, ratings_count = v.ratings, created_at = v.created
    from (values ${sql.join(values, sql`, `)}) as v(slug, sales, rating, ratings, created)
    where p.slug = v.slug`);
}
