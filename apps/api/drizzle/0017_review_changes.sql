-- A brand's reply under a review (and any other change of a review row) is part of what the
-- storefront shows: notify its product, as every other catalogue change does (migration 0015), so
-- that the response cache of every instance drops what it kept. New and deleted reviews already
-- notify through the product's recounted rating.
CREATE TRIGGER reviews_catalogue_update AFTER UPDATE ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows('p', 'product_id');
