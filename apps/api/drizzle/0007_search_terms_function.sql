-- refresh_product_search() now also records the words of the products in search_terms, the
-- lexicon used to correct typos; search_name (trigram over every product) is gone: the lexicon
-- is small, so correcting a word there is much cheaper than a fuzzy scan of the catalogue.
CREATE OR REPLACE FUNCTION refresh_product_search(product_ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET
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

  INSERT INTO search_terms (word)
  SELECT DISTINCT w.word
  FROM products p,
    unnest(tsvector_to_array(to_tsvector('simple', lower(unaccent(p.name || ' ' || p.description))))) AS w(word)
  WHERE (product_ids IS NULL OR p.id = ANY(product_ids)) AND length(w.word) >= 3
  ON CONFLICT DO NOTHING;

  INSERT INTO search_terms (word)
  SELECT DISTINCT w.word
  FROM (SELECT name FROM brands UNION ALL SELECT name FROM categories UNION ALL SELECT name FROM tags) n,
    unnest(tsvector_to_array(to_tsvector('simple', lower(unaccent(n.name))))) AS w(word)
  WHERE length(w.word) >= 3
  ON CONFLICT DO NOTHING;
$$;
