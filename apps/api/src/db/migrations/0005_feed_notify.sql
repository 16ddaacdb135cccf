-- Announces newly published wall content on the app's pub/sub channel, whoever writes it
-- (editors, the seed, SQL by hand). Payload: {"type":"feed:updated","detail":{"kind","id"}}.
CREATE OR REPLACE FUNCTION toulky_notify_feed() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'PUBLISHED' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'PUBLISHED') THEN
    PERFORM pg_notify('toulky_events', json_build_object(
      'type', 'feed:updated',
      'detail', json_build_object('kind', TG_ARGV[0], 'id', NEW.id)
    )::text);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER articles_notify_feed AFTER INSERT OR UPDATE OF status ON articles
  FOR EACH ROW EXECUTE FUNCTION toulky_notify_feed('ARTICLE');
--> statement-breakpoint
CREATE TRIGGER trip_announcements_notify_feed AFTER INSERT OR UPDATE OF status ON trip_announcements
  FOR EACH ROW EXECUTE FUNCTION toulky_notify_feed('TRIP_ANNOUNCEMENT');
