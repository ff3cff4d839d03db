-- A shop's settings (its type, phone, login switches, links, VAT rate…) are on every page it shows,
-- and the storefront keeps whole pages (0009): changing them is a catalog change too, counted and
-- notified like the rest, so the api reads its web instances again (apps/api/src/context.ts) and the
-- cached pages expire, without a restart.
CREATE TRIGGER web_instances_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "web_instances" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();
