-- The value checks of `entity` and `change` with their allowed words compared one by one instead of
-- by `kind IN ('palette', …)`. SQLite checks an `IN` list of more than two constants against a small
-- index it builds each time the statement runs, so every entity and change written built one per
-- list. What each check allows is unchanged.
--
-- A check cannot be altered in place, so both tables are rebuilt by SQLite's procedure for other
-- kinds of schema change (https://www.sqlite.org/lang_altertable.html, "otheralter"): create the new
-- table, copy the rows, drop the old table, rename the new one, and create again the indexes,
-- triggers and views that went with the old one. The Migrator runs every migration with foreign keys
-- off and checks them before it commits, as that procedure asks, so dropping `entity` removes no
-- field. Every object is created again with the text it had; the tables' text is the one an earlier
-- release of this migration wrote into `sqlite_schema`, so every catalog holds the same schema (the
-- rename only quotes the table's name). AUTOINCREMENT counters are carried over, so no id of a
-- deleted entity or change is given again.

-- The views and the trigger that read the tables are dropped first: a rename checks every view and
-- trigger, and these would name a table that is, for a moment, missing.
DROP TRIGGER property_origin_on_change;
DROP VIEW property_origin_from_history;
DROP VIEW change_sets_property;
DROP VIEW field_text;

CREATE TABLE entity_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    kind        TEXT NOT NULL
                CHECK (kind = 'palette' OR kind = 'appearance' OR kind = 'layout' OR kind = 'sheet'
                       OR kind = 'toolbar' OR kind = 'theme'),
    name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    bar         TEXT CHECK (bar = 'navigation' OR bar = 'tab' OR bar = 'toolbar'),
    parent_id   INTEGER REFERENCES entity (id) ON DELETE RESTRICT,
    description TEXT,
    CHECK ((kind = 'appearance') = (bar IS NOT NULL)),
    CHECK (kind <> 'palette' OR parent_id IS NULL),
    CHECK (parent_id IS NULL OR parent_id <> id),
    UNIQUE (kind, name)
) STRICT;

INSERT INTO entity_new (id, kind, name, bar, parent_id, description)
SELECT id, kind, name, bar, parent_id, description FROM entity;

DELETE FROM sqlite_sequence WHERE name = 'entity_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'entity_new', seq FROM sqlite_sequence WHERE name = 'entity';

DROP TABLE entity;
ALTER TABLE entity_new RENAME TO entity;

CREATE INDEX entity_by_parent ON entity (parent_id) WHERE parent_id IS NOT NULL;

CREATE TRIGGER entity_parent_kind_on_insert
BEFORE INSERT ON entity
WHEN NEW.parent_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM entity AS parent
    WHERE parent.id = NEW.parent_id AND parent.kind = NEW.kind AND parent.bar IS NEW.bar
)
BEGIN
    SELECT RAISE(ABORT, 'parent must be of the same kind and bar');
END;

CREATE TRIGGER entity_parent_kind_on_update
BEFORE UPDATE OF parent_id, kind, bar ON entity
WHEN NEW.parent_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM entity AS parent
    WHERE parent.id = NEW.parent_id AND parent.kind = NEW.kind AND parent.bar IS NEW.bar
)
BEGIN
    SELECT RAISE(ABORT, 'parent must be of the same kind and bar');
END;

CREATE TABLE change_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    batch_id   INTEGER NOT NULL REFERENCES batch (id),
    at_ms      INTEGER NOT NULL CHECK (at_ms >= 0),
    actor      TEXT NOT NULL,
    message    TEXT,
    entity_id  INTEGER NOT NULL,
    kind       TEXT NOT NULL
               CHECK (kind = 'palette' OR kind = 'appearance' OR kind = 'layout' OR kind = 'sheet'
                       OR kind = 'toolbar' OR kind = 'theme'),
    name       TEXT NOT NULL,
    operation  TEXT NOT NULL
               CHECK (operation = 'create' OR operation = 'update' OR operation = 'rename'
                       OR operation = 'delete' OR operation = 'restore' OR operation = 'import'
                       OR operation = 'revert'),
    version    INTEGER NOT NULL CHECK (version >= 1),
    before     TEXT CHECK (before IS NULL OR json_valid(before)),
    after      TEXT CHECK (after IS NULL OR json_valid(after)),
    CHECK (before IS NOT NULL OR after IS NOT NULL),
    UNIQUE (entity_id, version)
) STRICT;

INSERT INTO change_new (id, batch_id, at_ms, actor, message, entity_id, kind, name, operation, version,
                        before, after)
SELECT id, batch_id, at_ms, actor, message, entity_id, kind, name, operation, version, before, after
FROM change;

DELETE FROM sqlite_sequence WHERE name = 'change_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'change_new', seq FROM sqlite_sequence WHERE name = 'change';

DROP TABLE change;
ALTER TABLE change_new RENAME TO change;

CREATE INDEX change_by_entity_name ON change (kind, name, id);
CREATE INDEX change_by_time ON change (at_ms, id);
CREATE INDEX change_by_batch ON change (batch_id);

CREATE TRIGGER change_is_append_only_update BEFORE UPDATE ON change
BEGIN
    SELECT RAISE(ABORT, 'history is append-only');
END;

CREATE TRIGGER change_is_append_only_delete BEFORE DELETE ON change
BEGIN
    SELECT RAISE(ABORT, 'history is append-only');
END;

CREATE TRIGGER change_id_is_new BEFORE INSERT ON change
WHEN NEW.id IS NOT NULL AND EXISTS (SELECT 1 FROM change WHERE id = NEW.id)
BEGIN
    SELECT RAISE(ABORT, 'history is append-only');
END;

CREATE TRIGGER change_time_is_monotonic BEFORE INSERT ON change
WHEN NEW.at_ms < (SELECT max(at_ms) FROM change)
BEGIN
    SELECT RAISE(ABORT, 'change times must not go back');
END;

CREATE VIEW field_text AS
SELECT owner.kind AS kind,
       owner.name AS name,
       field.path AS path,
       field.position AS position,
       coalesce(field.value, '{' || target.name || '}') AS value
FROM field
JOIN entity AS owner ON owner.id = field.entity_id
LEFT JOIN entity AS target ON target.id = field.ref_id;

CREATE VIEW change_sets_property AS
SELECT change.id AS change_id, change.entity_id AS entity_id, after.key AS property,
       '$.' || after.key AS path
FROM change, json_each(change.after) AS after
WHERE (after.key = 'name' OR after.key = 'bar' OR after.key = 'parent' OR after.key = 'description')
  AND after.type = 'text'
  AND (change.before IS NULL
       OR json_extract(change.before, '$.name', '$.bar', '$.parent', '$.description')
          IS NOT json_extract(change.after, '$.name', '$.bar', '$.parent', '$.description')
          AND json_extract(change.before, '$.' || after.key) IS NOT after.value)
UNION ALL
SELECT change.id, change.entity_id, after.key, '$.fields."' || after.key || '"'
FROM change, json_each(change.after, '$.fields') AS after
WHERE after.type = 'text'
  AND (change.before IS NULL
       OR json_extract(change.before, '$.fields."' || after.key || '"') IS NOT after.value);

CREATE VIEW property_origin_from_history AS
SELECT setting.entity_id AS entity_id, setting.property AS property, max(setting.change_id) AS change_id
FROM change_sets_property AS setting
GROUP BY setting.entity_id, setting.property
HAVING (
    SELECT json_type(newest.after, setting.path) FROM change AS newest
    WHERE newest.entity_id = setting.entity_id ORDER BY newest.version DESC LIMIT 1
) = 'text';

CREATE TRIGGER property_origin_on_change AFTER INSERT ON change
BEGIN
    DELETE FROM property_origin
    WHERE entity_id = NEW.entity_id
      AND (NEW.after IS NULL OR NEW.before IS NULL
           OR property NOT IN (
               SELECT key FROM json_each(NEW.after)
               WHERE (key = 'name' OR key = 'bar' OR key = 'parent' OR key = 'description') AND type = 'text'
               UNION ALL
               SELECT key FROM json_each(NEW.after, '$.fields') WHERE type = 'text'));
    INSERT INTO property_origin (entity_id, property, change_id)
    SELECT entity_id, property, change_id FROM change_sets_property WHERE change_id = NEW.id
    ON CONFLICT (entity_id, property) DO UPDATE SET change_id = excluded.change_id;
END;
