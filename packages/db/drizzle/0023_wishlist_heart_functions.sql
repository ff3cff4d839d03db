-- A heart's add or removal in one round trip (decision 16). Each function locks the wishlist's row
-- and then reads and writes in statements of its own: in a function every statement reads what was
-- committed when it began, so the lines counted against the limit are read after the lock is
-- granted, which a single SQL statement cannot do. Called alone (autocommit), the call is the
-- transaction: BEGIN, the lock, the change and COMMIT in one round trip instead of four.
--
-- A line is shown while its product is priced in the shop (a scalar subquery: one primary-key lookup
-- per line). A heart commits like every other write, waiting for its WAL flush: nothing a shopper
-- did is lost to a crash. Both answer one row: the wishlist's id (null when the owner has none: the caller
-- creates it and calls again inside its transaction), and the shown lines after the change, newest
-- first, as JSON [{id, productId}].
CREATE OR REPLACE FUNCTION stride_wishlist_lock(p_web_instance int, p_user int, p_token_hash text) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  found_id int;
BEGIN
  IF p_user IS NOT NULL THEN
    SELECT id INTO found_id FROM wishlists WHERE user_id = p_user AND web_instance_id = p_web_instance FOR UPDATE;
  ELSE
    SELECT id INTO found_id FROM wishlists
      WHERE token_hash = p_token_hash AND web_instance_id = p_web_instance AND user_id IS NULL FOR UPDATE;
  END IF;
  RETURN found_id;
END
$$;--> statement-breakpoint
-- PL/pgSQL, not SQL: a PL/pgSQL function keeps its statements' plans for the connection's life, a
-- SQL function that is not inlined plans its body again at every call.
CREATE OR REPLACE FUNCTION stride_wishlist_lines(p_wishlist int, p_web_instance int) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(json_agg(json_build_object('id', i.id, 'productId', i.product_id) ORDER BY i.id DESC), '[]'::json)
    FROM wishlist_items i
    WHERE i.wishlist_id = p_wishlist
      AND (SELECT true FROM prices pr WHERE pr.product_id = i.product_id AND pr.web_instance_id = p_web_instance) IS NOT NULL);
END
$$;--> statement-breakpoint
-- Adds the product when the shop has it, it is not on the wishlist and the wishlist holds fewer than
-- p_limit shown lines. sold: the shop has it; present: it was on the wishlist; shown: the shown lines
-- before the add.
CREATE OR REPLACE FUNCTION stride_wishlist_add(p_web_instance int, p_user int, p_token_hash text, p_product int, p_limit int)
RETURNS TABLE (wishlist_id int, sold boolean, present boolean, shown int, lines json)
LANGUAGE plpgsql AS $$
BEGIN
  wishlist_id := stride_wishlist_lock(p_web_instance, p_user, p_token_hash);
  IF wishlist_id IS NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;
  sold := (SELECT true FROM prices WHERE product_id = p_product AND web_instance_id = p_web_instance) IS NOT NULL;
  present := EXISTS (SELECT 1 FROM wishlist_items WHERE wishlist_items.wishlist_id = stride_wishlist_add.wishlist_id
    AND product_id = p_product);
  SELECT count(*)::int INTO shown FROM wishlist_items i WHERE i.wishlist_id = stride_wishlist_add.wishlist_id
    AND (SELECT true FROM prices pr WHERE pr.product_id = i.product_id AND pr.web_instance_id = p_web_instance) IS NOT NULL;
  IF sold AND NOT present AND shown < p_limit THEN
    INSERT INTO wishlist_items (wishlist_id, product_id) VALUES (stride_wishlist_add.wishlist_id, p_product)
      ON CONFLICT ON CONSTRAINT wishlist_items_wishlist_product_uq DO NOTHING;
  END IF;
  lines := stride_wishlist_lines(wishlist_id, p_web_instance);
  RETURN NEXT;
END
$$;--> statement-breakpoint
-- Removes the line of p_item (the line's id) or, when it is null, of p_product; removed: 0 or 1.
CREATE OR REPLACE FUNCTION stride_wishlist_remove(p_web_instance int, p_user int, p_token_hash text, p_item int, p_product int)
RETURNS TABLE (wishlist_id int, removed int, lines json)
LANGUAGE plpgsql AS $$
BEGIN
  wishlist_id := stride_wishlist_lock(p_web_instance, p_user, p_token_hash);
  IF wishlist_id IS NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;
  DELETE FROM wishlist_items WHERE wishlist_items.wishlist_id = stride_wishlist_remove.wishlist_id
    AND (CASE WHEN p_item IS NOT NULL THEN id = p_item ELSE product_id = p_product END);
  GET DIAGNOSTICS removed = ROW_COUNT;
  lines := stride_wishlist_lines(wishlist_id, p_web_instance);
  RETURN NEXT;
END
$$;
