-- Active users are counted from the store client's open events (app_open, decision 0040): the
-- per-month map on the application row was never fed and would be a second, wrong source.
ALTER TABLE "application" DROP COLUMN "active_users";
