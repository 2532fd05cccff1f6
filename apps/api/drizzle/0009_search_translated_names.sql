-- Category, subcategory and tag names now have French and Arabic texts (decision 007): the search
-- document and the typo lexicon take every language of them, so 'chaussures' and 'أحذية' find
-- footwear as 'footwear' does. Each language's stemmer reads only its own texts (the English names
-- and the brand, as before, also go through the French one), which keeps the document small: its
-- size is what ranking a search costs.
CREATE OR REPLACE FUNCTION refresh_product_search(product_ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET
    search_vector =
      setweight(to_tsvector('simple', lower(unaccent(p.name))), 'A') ||
      setweight(to_tsvector('english', p.name), 'A') ||
      setweight(to_tsvector('french', unaccent(p.name)), 'A') ||
      setweight(to_tsvector('arabic', p.name), 'A') ||
      setweight(to_tsvector('simple', lower(unaccent(concat_ws(' ', d.labels, d.labels_fr, d.labels_ar)))), 'B') ||
      setweight(to_tsvector('english', d.labels), 'B') ||
      setweight(to_tsvector('french', unaccent(concat_ws(' ', d.labels, d.labels_fr))), 'B') ||
      setweight(to_tsvector('arabic', d.labels_ar), 'B') ||
      setweight(to_tsvector('simple', lower(unaccent(p.description))), 'C') ||
      setweight(to_tsvector('english', p.description), 'C') ||
      setweight(to_tsvector('french', unaccent(p.description)), 'C') ||
      setweight(to_tsvector('arabic', p.description), 'C')
  FROM (
    SELECT p2.id,
      concat_ws(' ', b.name, c.name, s.en, t.en) AS labels,
      concat_ws(' ', c.name_translations->>'fr', s.fr, t.fr) AS labels_fr,
      concat_ws(' ', c.name_translations->>'ar', s.ar, t.ar) AS labels_ar
    FROM products p2
    LEFT JOIN brands b ON b.id = p2.brand_id
    LEFT JOIN categories c ON c.id = p2.category_id
    LEFT JOIN LATERAL (
      SELECT string_agg(sc.name, ' ') AS en,
        string_agg(sc.name_translations->>'fr', ' ') AS fr,
        string_agg(sc.name_translations->>'ar', ' ') AS ar
      FROM product_subcategories ps JOIN categories sc ON sc.id = ps.category_id
      WHERE ps.product_id = p2.id
    ) s ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(tg.name, ' ') AS en,
        string_agg(tg.name_translations->>'fr', ' ') AS fr,
        string_agg(tg.name_translations->>'ar', ' ') AS ar
      FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id
      WHERE pt.product_id = p2.id
    ) t ON true
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
  FROM (
    SELECT name FROM brands
    UNION ALL SELECT concat_ws(' ', name, name_translations->>'fr', name_translations->>'ar') FROM categories
    UNION ALL SELECT concat_ws(' ', name, name_translations->>'fr', name_translations->>'ar') FROM tags
  ) n,
    unnest(tsvector_to_array(to_tsvector('simple', lower(unaccent(n.name))))) AS w(word)
  WHERE length(w.word) >= 3
  ON CONFLICT DO NOTHING;
$$;
