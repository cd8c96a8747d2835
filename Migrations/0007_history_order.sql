-- History order: a change is recorded only as its entity's next version, with an id above every
-- recorded change's, so ids and versions are ordered the same way.
--
-- `REPLACE INTO change (…)` with a version its entity already has conflicts on
-- `UNIQUE (entity_id, version)`: SQLite deletes the recorded row without firing delete triggers
-- (unless the connection sets `recursive_triggers`, as Barkeep's do and `sqlite3`'s do not) and
-- inserts the new one, which forges that version. The version check runs before the insert, while
-- the recorded row is still there; the id check runs after it, when the new row's id is known
-- (SQLite gives an id it chooses only after `BEFORE` triggers have run).

CREATE TRIGGER change_version_is_next BEFORE INSERT ON change
WHEN NEW.version IS NOT coalesce((SELECT max(version) FROM change WHERE entity_id = NEW.entity_id), 0) + 1
BEGIN
    SELECT RAISE(ABORT, 'history is append-only: a change must be its entity''s next version');
END;

CREATE TRIGGER change_id_is_above_every_other AFTER INSERT ON change
WHEN NEW.id < (SELECT max(id) FROM change)
BEGIN
    SELECT RAISE(ABORT, 'history is append-only: a change''s id must be above every recorded one');
END;
