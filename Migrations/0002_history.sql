-- History: one append-only row per entity change, grouped in batches (one per command).

-- A batch is one command invocation: who ran it, when, and why.
CREATE TABLE batch (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    at_ms    INTEGER NOT NULL CHECK (at_ms >= 0),
    actor    TEXT NOT NULL,
    message  TEXT,
    command  TEXT NOT NULL
) STRICT;

-- A change: the full entity document before and after (JSON, NULL for none).
-- `entity_id` is the entity's identity across renames; it is not a foreign key, because the
-- history of a deleted entity outlives it.
CREATE TABLE change (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    batch_id   INTEGER NOT NULL REFERENCES batch (id),
    at_ms      INTEGER NOT NULL CHECK (at_ms >= 0),
    actor      TEXT NOT NULL,
    message    TEXT,
    entity_id  INTEGER NOT NULL,
    kind       TEXT NOT NULL
               CHECK (kind IN ('palette', 'appearance', 'layout', 'sheet', 'toolbar', 'theme')),
    name       TEXT NOT NULL,
    operation  TEXT NOT NULL
               CHECK (operation IN ('create', 'update', 'rename', 'delete', 'restore', 'import', 'revert')),
    version    INTEGER NOT NULL CHECK (version >= 1),
    before     TEXT CHECK (before IS NULL OR json_valid(before)),
    after      TEXT CHECK (after IS NULL OR json_valid(after)),
    CHECK (before IS NOT NULL OR after IS NOT NULL),
    UNIQUE (entity_id, version)
) STRICT;

CREATE INDEX change_by_entity_name ON change (kind, name, id);
CREATE INDEX change_by_time ON change (at_ms, id);
CREATE INDEX change_by_batch ON change (batch_id);

-- History is append-only: nothing may rewrite or remove it.
CREATE TRIGGER batch_is_append_only_update BEFORE UPDATE ON batch
BEGIN
    SELECT RAISE(ABORT, 'history is append-only');
END;

CREATE TRIGGER batch_is_append_only_delete BEFORE DELETE ON batch
BEGIN
    SELECT RAISE(ABORT, 'history is append-only');
END;

CREATE TRIGGER change_is_append_only_update BEFORE UPDATE ON change
BEGIN
    SELECT RAISE(ABORT, 'history is append-only');
END;

CREATE TRIGGER change_is_append_only_delete BEFORE DELETE ON change
BEGIN
    SELECT RAISE(ABORT, 'history is append-only');
END;
