-- The catalogue names the seller, the developer's company where they gave one (decision 0051):
-- a change of it changes their published apps for devices' syncs and the catalogue's ETags, as
-- a rename of the account does (developer_name_catalogue_stamp, migration 0011).
CREATE FUNCTION seller_company_catalogue_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application" SET "catalogue_changed_at" = now()
  WHERE "developer_id" = NEW."user_id" AND "published_at" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_company_catalogue_stamp AFTER UPDATE OF "company_name" ON "developer_profile"
  FOR EACH ROW WHEN (OLD."company_name" IS DISTINCT FROM NEW."company_name")
  EXECUTE FUNCTION seller_company_catalogue_stamp();
