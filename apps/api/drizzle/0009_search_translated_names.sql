-- Category, subcategory and tag names now have French and Arabic texts (decision 007): the search
-- document and the typo lexicon take every language of them, so 'chaussures' and 'أحذية' find
-- footwear as 'footwear' does. Labels also get the Arabic dictionary, as names and descriptions had.
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
      setweight(to_tsvector('arabic', d.labels), 'B') ||
      setweight(to_tsvector('simple', lower(unaccent(p.description))), 'C') ||
      setweight(to_tsvector('english', p.description), 'C') ||
      setweight(to_tsvector('french', unaccent(p.description)), 'C') ||
      setweight(to_tsvector('arabic', p.description), 'C')
  FROM (
    SELECT p2.id,
      concat_ws(' ', b.name,
        c.name, c.name_translations->>'fr', c.name_translations->>'ar',
        (SELECT string_agg(concat_ws(' ', s.name, s.name_translations->>'fr', s.name_translations->>'ar'), ' ')
          FROM product_subcategories ps JOIN categories s ON s.id = ps.category_id WHERE ps.product_id = p2.id),
        (SELECT string_agg(concat_ws(' ', t.name, t.name_translations->>'fr', t.name_translations->>'ar'), ' ')
          FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p2.id)
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
  FROM (
    SELECT name FROM brands
    UNION ALL SELECT concat_ws(' ', name, name_translations->>'fr', name_translations->>'ar') FROM categories
    UNION ALL SELECT concat_ws(' ', name, name_translations->>'fr', name_translations->>'ar') FROM tags
  ) n,
    unnest(tsvector_to_array(to_tsvector('simple', lower(unaccent(n.name))))) AS w(word)
  WHERE length(w.word) >= 3
  ON CONFLICT DO NOTHING;
$$;
