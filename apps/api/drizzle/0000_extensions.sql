-- Search (DESIGN.md): trigram similarity for typos and accent-insensitive matching.
-- Both extensions ship with PostgreSQL's contrib and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
