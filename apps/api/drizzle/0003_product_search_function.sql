-- Search (DESIGN.md): one function rebuilds the search columns of some products (or all, with
-- NULL). Services call it after writing a product, its tags or subcategories, and after renaming a
-- brand, category or tag. unaccent() is not immutable, so the columns are stored, not generated.
CREATE OR REPLACE FUNCTION refresh_product_search(product_ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET
    search_name = lower(unaccent(p.name || ' ' || coalesce(d.brand_name, ''))),
    search_vector =
      setweight(to_tsvector('simple', lower(unaccent(p.name))), 'A') ||
      setweight(to_tsvector('english', p.name), 'A') ||
      setweight(to_tsvector('french', unaccent(p.name)), 'A') ||
      setweight(to_tsvector('arabic', p.name), 'A') ||
      setweight(to_tsvector('simple', lower(unaccent(d.labels))), 'B') ||
      setweight(to_tsvector('english', d.labels), 'B') ||
      setweight(to_tsvector('french', unaccent(d.labels)), 'B') ||
      setweight(to_tsvector('simple', lower(unaccent(p.description))), 'C') ||
      setweight(to_tsvector('english', p.description), 'C') ||
      setweight(to_tsvector('french', unaccent(p.description)), 'C') ||
      setweight(to_tsvector('arabic', p.description), 'C')
  FROM (
    SELECT p2.id,
      b.name AS brand_name,
      concat_ws(' ', b.name, c.name,
        (SELECT string_agg(s.name, ' ') FROM product_subcategories ps JOIN categories s ON s.id = ps.category_id WHERE ps.product_id = p2.id),
        (SELECT string_agg(t.name, ' ') FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p2.id)
      ) AS labels
    FROM products p2
    LEFT JOIN brands b ON b.id = p2.brand_id
    LEFT JOIN categories c ON c.id = p2.category_id
    WHERE product_ids IS NULL OR p2.id = ANY(product_ids)
  ) d
  WHERE d.id = p.id;
$$;
