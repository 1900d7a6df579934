-- Extensions the catalogue and accounts rely on: case-insensitive e-mail
-- addresses (citext), typo-tolerant search (pg_trgm) and accent folding
-- (unaccent). PGlite ships all three; so does PostgreSQL's contrib package.
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
