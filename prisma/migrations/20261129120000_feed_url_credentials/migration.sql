-- Feed and image URLs never carry a user name or password (docs/reference/security.md "Outbound
-- fetches"): strip them wherever such a URL was stored. A feed whose URL without them is already
-- configured is the same feed, so the copy with credentials goes.
CREATE FUNCTION pg_temp.without_credentials(url TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
    SELECT regexp_replace(url, '^(\s*[A-Za-z][A-Za-z0-9+.-]*:[/\\]*)[^/\\?#]*@', '\1')
$$;

DELETE FROM "price_feeds"
WHERE "id" IN (
    SELECT "id" FROM (
        SELECT "id", "url",
               row_number() OVER (
                   PARTITION BY pg_temp.without_credentials("url")
                   ORDER BY "url" <> pg_temp.without_credentials("url"), "created_at", "id"
               ) AS "rank"
        FROM "price_feeds"
    ) AS "ranked"
    WHERE "rank" > 1 AND "url" <> pg_temp.without_credentials("url")
);

UPDATE "price_feeds"
SET "url" = pg_temp.without_credentials("url"), "etag" = NULL, "last_modified" = NULL
WHERE "url" <> pg_temp.without_credentials("url");

UPDATE "price_import_runs"
SET "file_name" = pg_temp.without_credentials("file_name")
WHERE "file_name" <> pg_temp.without_credentials("file_name");

UPDATE "supplements"
SET "image_source_url" = pg_temp.without_credentials("image_source_url")
WHERE "image_source_url" <> pg_temp.without_credentials("image_source_url");

DROP FUNCTION pg_temp.without_credentials(TEXT);
