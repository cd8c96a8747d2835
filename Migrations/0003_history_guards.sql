-- History guards: an inserted row never replaces a recorded one, and change times never go back.

-- `INSERT OR REPLACE` with an existing id would replace a recorded row. Barkeep's connections set
-- `recursive_triggers`, so the delete triggers already refuse that; these refuse it for every
-- connection, `sqlite3` included.
CREATE TRIGGER batch_id_is_new BEFORE INSERT ON batch
WHEN NEW.id IS NOT NULL AND EXISTS (SELECT 1 FROM batch WHERE id = NEW.id)
BEGIN
    SELECT RAISE(ABORT, 'history is append-only');
END;

CREATE TRIGGER change_id_is_new BEFORE INSERT ON change
WHEN NEW.id IS NOT NULL AND EXISTS (SELECT 1 FROM change WHERE id = NEW.id)
BEGIN
    SELECT RAISE(ABORT, 'history is append-only');
END;

-- Change ids and times are ordered the same way: a change is never older than the one before it.
-- Barkeep takes the time inside the write transaction and raises it to the newest change's time;
-- this refuses anything else. Rows recorded before this migration are left as they are (the
-- history is append-only); time queries read a time as the longest run of changes, by id, made
-- at or before it, so an older out-of-order time cannot make them contradict the change order.
CREATE TRIGGER change_time_is_monotonic BEFORE INSERT ON change
WHEN NEW.at_ms < (SELECT max(at_ms) FROM change)
BEGIN
    SELECT RAISE(ABORT, 'change times must not go back');
END;
