import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';

/**
 * A large catalogue in a handful of set-based statements: a few image rows
 * shared by every product, six categories, and `count` products whose titles
 * are drawn from a vocabulary of subjects, places and moods (so searches
 * match thousands of products, as they would in a real shop), with prices,
 * tags, ratings, sales and ages spread out. The search triggers index every
 * product as the real import would.
 */
export async function seedBulkCatalogue(db: Db, count: number): Promise<void> {
  await db.execute(sql`insert into images (content_hash, profile, original_key, original_name, original_type, original_bytes,
      width, height, preview_name, preview_webp_name, preview_width, preview_height, thumb_name, thumb_webp_name, thumb_width, thumb_height)
    select md5('bench' || g) || md5('image' || g), 'photo', md5('bench' || g) || '.jpg', 'bench-' || g || '.jpg', 'image/jpeg', 250000,
      2400, 1600,
      'bench-' || g || '-' || substr(md5('p' || g), 1, 16) || '.jpg', 'bench-' || g || '-' || substr(md5('w' || g), 1, 16) || '.webp', 1600, 1067,
      'bench-' || g || '-' || substr(md5('t' || g), 1, 16) || '.jpg', 'bench-' || g || '-' || substr(md5('v' || g), 1, 16) || '.webp', 400, 267
    from generate_series(0, 7) g`);

  await db.execute(sql`insert into categories (slug, name, sort_order, image_id)
    select 'bench-category-' || g, (array['Beaches & Sea','Sunsets & Sunrises','City Lights','Mountains & Ghats','Monsoon','Night Sky & Festivals'])[g + 1], g,
      (select id from images where original_name = 'bench-' || g || '.jpg')
    from generate_series(0, 5) g`);

  await db.execute(sql`insert into colours (name) values ('orange'), ('blue'), ('purple'), ('green'), ('gold') on conflict do nothing`);

  await db.execute(sql`insert into products (slug, title, name, description, price_paise, sale_price_paise, print_price_paise, brand,
      tags, keywords, sales_count, total_rating, ratings_count, created_at)
    select 'bench-' || i,
      s.subject || ' ' || p.prep || ' ' || pl.place || ', ' || lower(m.mood),
      s.subject || ' ' || i,
      'A ' || lower(m.mood) || ' photograph of ' || lower(s.subject) || ' ' || p.prep || ' ' || pl.place
        || ', taken on location in ' || pl.region || '. Digital download, full resolution.',
      (19900 + (i * 7919) % 230000) / 100 * 100,
      case when i % 4 = 0 then ((19900 + (i * 7919) % 230000) / 100 * 100) * 8 / 10 end,
      case when i % 3 = 0 then 149900 end,
      'Chitra Studio',
      array[s.tag, pl.tag, m.tag],
      array[s.subject, pl.place],
      (i * 31) % 500,
      case when i % 9 = 0 then 0 else ((i * 13) % 41) / 10.0 + 1 end,
      case when i % 9 = 0 then 0 else (i * 17) % 300 + 1 end,
      now() - make_interval(mins => i)
    from generate_series(1, ${count}::int) as i
    cross join lateral (select
      (array['Sunset','Sunrise','Monsoon clouds','Fishing boats','Coconut palms','Temple lamps','City lights','Starry night','Morning mist',
             'Rain on the window','Lotus pond','Spice market','Harbour cranes','Kite festival','Hill fort','Paddy fields','Flamingos',
             'Lighthouse','Waterfall','Street food'])[1 + i % 20] as subject,
      (array['sunset','sunrise','monsoon','boats','palms','temple','city','stars','mist','rain','lotus','market','harbour','festival',
             'fort','fields','birds','lighthouse','waterfall','food'])[1 + i % 20] as tag) s
    cross join lateral (select (array['over','at','near','above','beside'])[1 + (i / 20) % 5] as prep) p
    cross join lateral (select
      (array['Kelva Beach','Dahanu','Boisar','Mumbai','Tarapur','Palghar','Vasai Fort','Shirgaon','Arnala','Jawhar','Satpati','Virar',
             'Nashik','Lonavala','Matheran','Alibaug','Ganpatipule','Tarkarli','Mahabaleshwar','Igatpuri','Kolad','Murud',
             'Harihareshwar','Chinchani','Bordi'])[1 + (i / 100) % 25] as place,
      (array['Palghar district','Konkan coast','Sahyadri hills','Mumbai region'])[1 + (i / 100) % 4] as region,
      (array['kelva','dahanu','boisar','mumbai','tarapur','palghar','vasai','shirgaon','arnala','jawhar','satpati','virar','nashik',
             'lonavala','matheran','alibaug','ganpatipule','tarkarli','mahabaleshwar','igatpuri','kolad','murud','harihareshwar',
             'chinchani','bordi'])[1 + (i / 100) % 25] as tag) pl
    cross join lateral (select
      (array['Golden','Quiet','Vivid','Misty','Dramatic','Soft','Blue hour','Panoramic'])[1 + (i / 2500) % 8] as mood,
      (array['golden','quiet','vivid','misty','dramatic','soft','blue-hour','panoramic'])[1 + (i / 2500) % 8] as tag) m`);

  // Every product a cover; every tenth a pack of three.
  await db.execute(sql`insert into product_images (product_id, image_id, position)
    select p.id, i.id, k.position
    from (select id, split_part(slug, '-', 2)::int as n from products where slug like 'bench-%') p
    cross join lateral (select 0 as position union all select 1 where p.n % 10 = 0 union all select 2 where p.n % 10 = 0) k
    join images i on i.original_name = 'bench-' || ((p.n + k.position) % 8) || '.jpg'`);

  // One category each, a second for every seventh.
  await db.execute(sql`insert into product_categories (product_id, category_id, position)
    select p.id, c.id, k.position
    from (select id, split_part(slug, '-', 2)::int as n from products where slug like 'bench-%') p
    cross join lateral (select 0 as position union all select 1 where p.n % 7 = 0) k
    join categories c on c.slug = 'bench-category-' || ((p.n + k.position) % 6)`);

  await db.execute(sql`insert into product_colours (product_id, colour_id, position)
    select p.id, c.id, 0
    from (select id, split_part(slug, '-', 2)::int as n from products where slug like 'bench-%') p
    join (select id, row_number() over (order by name) - 1 as k from colours) c on c.k = p.n % 5`);

  // Fresh statistics and merged GIN lists, as autovacuum would leave a live shop.
  await db.execute(sql`vacuum analyze`);
}
