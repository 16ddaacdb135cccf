-- The version of the public catalogue (published trips, their pictures, ratings, areas, labels, articles and
-- announcements, and the names of the people shown with them). Every transaction that changes any of it adds one,
-- whoever writes (the app, the seed, SQL by hand), so API processes can keep what they read in memory and know, with
-- one tiny query, whether it is still current (apps/api/src/platform/catalogue-cache.ts).
CREATE TABLE catalogue_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO catalogue_version (id, version) VALUES (1, 0);
--> statement-breakpoint
-- Runs at commit (the triggers below are deferred), once per transaction however many rows it changed. Taking the
-- row lock only at commit keeps it the last lock a writer takes, so writers cannot deadlock on it.
CREATE OR REPLACE FUNCTION toulky_bump_catalogue_version() RETURNS trigger AS $$
BEGIN
  IF current_setting('toulky.catalogue_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
    PERFORM set_config('toulky.catalogue_bumped_in', txid_current()::text, true);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trips_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON trips
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trip_images_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON trip_images
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER images_catalogue_version AFTER UPDATE OR DELETE ON images
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER areas_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON areas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER labels_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON labels
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trip_ratings_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON trip_ratings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER articles_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON articles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trip_announcements_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON trip_announcements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
--> statement-breakpoint
-- Only what the catalogue shows of a person (shortnames, "Deleted user"); sign-ins and settings leave it alone.
CREATE CONSTRAINT TRIGGER users_catalogue_version AFTER UPDATE OF firstname, lastname, status OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION toulky_bump_catalogue_version_now() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER trips_catalogue_version_truncate AFTER TRUNCATE ON trips
  FOR EACH STATEMENT EXECUTE FUNCTION toulky_bump_catalogue_version_now();
--> statement-breakpoint
CREATE TRIGGER trip_ratings_catalogue_version_truncate AFTER TRUNCATE ON trip_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION toulky_bump_catalogue_version_now();
--> statement-breakpoint
CREATE TRIGGER articles_catalogue_version_truncate AFTER TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION toulky_bump_catalogue_version_now();
--> statement-breakpoint
CREATE TRIGGER trip_announcements_catalogue_version_truncate AFTER TRUNCATE ON trip_announcements
  FOR EACH STATEMENT EXECUTE FUNCTION toulky_bump_catalogue_version_now();
