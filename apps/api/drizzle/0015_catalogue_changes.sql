-- The in-process catalogue index (decision 020) hears of every change that alters what the catalogue
-- shows: products written, their subcategories and tags, and the brands, categories and tags whose
-- names and states they carry. One notification per statement on the channel 'catalogue', as
-- '<kind>:<id>,<id>…' (kind p product, b brand, c category, t tag) or '*' when a statement touches
-- more rows than a payload holds (the index then reloads everything).
CREATE OR REPLACE FUNCTION notify_catalogue(kind text, ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  distinct_ids integer[];
  chunk integer;
BEGIN
  SELECT array_agg(DISTINCT id) INTO distinct_ids FROM unnest(ids) AS id WHERE id IS NOT NULL;
  IF distinct_ids IS NULL THEN
    RETURN;
  END IF;
  IF cardinality(distinct_ids) > 5000 THEN
    PERFORM pg_notify('catalogue', '*');
    RETURN;
  END IF;
  FOR chunk IN 0 .. (cardinality(distinct_ids) - 1) / 800 LOOP
    PERFORM pg_notify('catalogue', kind || ':' || array_to_string(distinct_ids[chunk * 800 + 1 : chunk * 800 + 800], ','));
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalogue_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  column_name text := TG_ARGV[1];
  changed integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(%I) FROM old_rows', column_name) INTO changed;
  ELSE
    EXECUTE format('SELECT array_agg(%I) FROM new_rows', column_name) INTO changed;
  END IF;
  PERFORM notify_catalogue(TG_ARGV[0], changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('p', 'id');
--> statement-breakpoint
CREATE TRIGGER products_catalogue_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('p', 'id');
--> statement-breakpoint
CREATE TRIGGER products_catalogue_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('p', 'id');
--> statement-breakpoint
CREATE TRIGGER product_subcategories_catalogue_insert AFTER INSERT ON product_subcategories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('p', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_subcategories_catalogue_delete AFTER DELETE ON product_subcategories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('p', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_tags_catalogue_insert AFTER INSERT ON product_tags REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('p', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_tags_catalogue_delete AFTER DELETE ON product_tags REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('p', 'product_id');
--> statement-breakpoint
CREATE TRIGGER brands_catalogue_update AFTER UPDATE ON brands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('b', 'id');
--> statement-breakpoint
CREATE TRIGGER brands_catalogue_insert AFTER INSERT ON brands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('b', 'id');
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('c', 'id');
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_update AFTER UPDATE ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('c', 'id');
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('c', 'id');
--> statement-breakpoint
CREATE TRIGGER tags_catalogue_insert AFTER INSERT ON tags REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('t', 'id');
--> statement-breakpoint
CREATE TRIGGER tags_catalogue_update AFTER UPDATE ON tags REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('t', 'id');
--> statement-breakpoint
CREATE TRIGGER tags_catalogue_delete AFTER DELETE ON tags REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('t', 'id');
