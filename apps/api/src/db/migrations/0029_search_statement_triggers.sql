-- Search's postings and word counts (migration 0027) kept once per statement for inserts and deletes instead of once
-- per row: a statement inserting many trips (an import, a generated catalogue, a test's 10,000 trips) changed each
-- word's count once per trip, in as many upserts; now its rows' changes are summed and each word's count is changed
-- once (10,000 trips in one INSERT on PGlite, on the loaded 2-core machine: 11.8-23.2 s before, 3.2-5.2 s after). Updates keep the row trigger: PostgreSQL allows
-- transition tables only without a column list, so a statement trigger would run for every update of a trip (its
-- counters, its times), and for one row it costs several times the row trigger (a counter's update 1.2 -> 5.5 ms).
DROP TRIGGER trips_search_change ON trips;--> statement-breakpoint
CREATE TRIGGER trips_search_change AFTER UPDATE OF status, published_at, average_rating, title,
  title_en, preview, perex, content, preview_en, perex_en, content_en, area_id, label_id, lat, lng, nearest_city_id,
  suitability, accessibility, gastro, additional_activities, overnight_stay, terrain
  ON trips FOR EACH ROW EXECUTE FUNCTION toulky_trip_search_change();--> statement-breakpoint
-- The change from `olds` to `news` (the same trips before and after a statement; either empty for an insert or a
-- delete). Postings are written again for the trips whose title's words, rating or publication changed; counts change
-- by the words (and names) that came and went, '' by the trips themselves, in the words' order, so two statements
-- publishing trips at once take their locks in the same order.
CREATE FUNCTION toulky_trips_search_apply(olds trips[], news trips[]) RETURNS void AS $$
BEGIN
  IF coalesce(cardinality(olds), 0) + coalesce(cardinality(news), 0) = 0 THEN
    RETURN;
  END IF;
  WITH was AS (
    SELECT t.id, toulky_trip_title_words(t) AS titles, t.average_rating, t.published_at
    FROM unnest(olds) AS t WHERE t.status = 'PUBLISHED'
  ), now AS (
    SELECT t.id, toulky_trip_title_words(t) AS titles, t.average_rating, t.published_at
    FROM unnest(news) AS t WHERE t.status = 'PUBLISHED'
  ), changed AS (
    SELECT coalesce(was.id, now.id) AS id
    FROM was FULL JOIN now ON now.id = was.id
    WHERE was.id IS NULL OR now.id IS NULL OR was.titles IS DISTINCT FROM now.titles
       OR was.average_rating IS DISTINCT FROM now.average_rating OR was.published_at IS DISTINCT FROM now.published_at
  ), gone AS (
    DELETE FROM trip_search_terms WHERE trip_id IN (SELECT id FROM changed) AND trip_id IN (SELECT id FROM was)
  )
  INSERT INTO trip_search_terms (term, trip_id, average_rating, published_at)
  SELECT term, now.id, now.average_rating, now.published_at
  FROM now JOIN changed USING (id), unnest(now.titles) AS term;

  INSERT INTO search_lexemes AS l (lexeme, trips, titles, display)
  SELECT change.lexeme, sum(change.trips)::int, sum(change.titles)::int, max(spelling.display)
  FROM (
    SELECT w AS lexeme, 1 AS trips, 0 AS titles
    FROM unnest(news) AS t, unnest('{""}' || tsvector_to_array(t.search_vector)) AS w WHERE t.status = 'PUBLISHED'
    UNION ALL SELECT w, -1, 0
    FROM unnest(olds) AS t, unnest('{""}' || tsvector_to_array(t.search_vector)) AS w WHERE t.status = 'PUBLISHED'
    UNION ALL SELECT w, 0, 1
    FROM unnest(news) AS t, unnest(toulky_trip_title_words(t)) AS w WHERE t.status = 'PUBLISHED'
    UNION ALL SELECT w, 0, -1
    FROM unnest(olds) AS t, unnest(toulky_trip_title_words(t)) AS w WHERE t.status = 'PUBLISHED'
  ) AS change
  LEFT JOIN (
    SELECT DISTINCT ON (s.lexeme) s.lexeme, s.display
    FROM unnest(news) AS t, toulky_title_spellings(t.title || ' ' || coalesce(t.title_en, '')) AS s
    WHERE t.status = 'PUBLISHED'
    ORDER BY s.lexeme, t.published_at
  ) AS spelling ON spelling.lexeme = change.lexeme AND change.titles > 0
  GROUP BY change.lexeme
  HAVING sum(change.trips) <> 0 OR sum(change.titles) <> 0
  ORDER BY change.lexeme
  ON CONFLICT (lexeme) DO UPDATE SET trips = l.trips + EXCLUDED.trips, titles = l.titles + EXCLUDED.titles,
    display = coalesce(l.display, EXCLUDED.display);
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION toulky_trips_search_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM toulky_trips_search_apply('{}', (SELECT array_agg(t::trips) FROM new_trips AS t WHERE t.status = 'PUBLISHED'));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION toulky_trips_search_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM toulky_trips_search_apply((SELECT array_agg(t::trips) FROM old_trips AS t WHERE t.status = 'PUBLISHED'), '{}');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER trips_search_inserted AFTER INSERT ON trips REFERENCING NEW TABLE AS new_trips
  FOR EACH STATEMENT EXECUTE FUNCTION toulky_trips_search_inserted();--> statement-breakpoint
CREATE TRIGGER trips_search_deleted AFTER DELETE ON trips REFERENCING OLD TABLE AS old_trips
  FOR EACH STATEMENT EXECUTE FUNCTION toulky_trips_search_deleted();
