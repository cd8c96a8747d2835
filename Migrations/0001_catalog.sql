-- Barkeep catalog: every entity of every kind, and one row per field an entity sets.
-- An unset field has no row; a field set to UIKit's default holds the text 'default'.

-- Entities: palette colours, appearances, layout/sheet/toolbar presets and themes.
-- AUTOINCREMENT keeps ids unique for ever, so history can follow an entity by id.
CREATE TABLE entity (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    kind        TEXT NOT NULL
                CHECK (kind IN ('palette', 'appearance', 'layout', 'sheet', 'toolbar', 'theme')),
    name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    bar         TEXT CHECK (bar IN ('navigation', 'tab', 'toolbar')),
    parent_id   INTEGER REFERENCES entity (id) ON DELETE RESTRICT,
    description TEXT,
    CHECK ((kind = 'appearance') = (bar IS NOT NULL)),
    CHECK (kind <> 'palette' OR parent_id IS NULL),
    CHECK (parent_id IS NULL OR parent_id <> id),
    UNIQUE (kind, name)
) STRICT;

CREATE INDEX entity_by_parent ON entity (parent_id) WHERE parent_id IS NOT NULL;

-- A parent is of the same kind (and, for appearances, the same bar).
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

-- Fields: `path` is the field path (`standard.title.color`, `light`, `detents`, `sheets`).
-- A literal is kept as canonical text in `value`; a reference to another entity (a palette
-- colour in a colour field, a theme member) is kept as `ref_id`, so renames follow it and
-- deletes of referenced entities are refused. Lists of references use `position` 0, 1, 2, ….
CREATE TABLE field (
    entity_id INTEGER NOT NULL REFERENCES entity (id) ON DELETE CASCADE,
    path      TEXT NOT NULL CHECK (length(path) > 0),
    position  INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0),
    value     TEXT,
    ref_id    INTEGER REFERENCES entity (id) ON DELETE RESTRICT,
    CHECK ((value IS NULL) <> (ref_id IS NULL)),
    PRIMARY KEY (entity_id, path, position)
) STRICT;

CREATE INDEX field_by_reference ON field (ref_id) WHERE ref_id IS NOT NULL;

-- The fields as a person reads them: references shown as `{name}`.
CREATE VIEW field_text AS
SELECT owner.kind AS kind,
       owner.name AS name,
       field.path AS path,
       field.position AS position,
       coalesce(field.value, '{' || target.name || '}') AS value
FROM field
JOIN entity AS owner ON owner.id = field.entity_id
LEFT JOIN entity AS target ON target.id = field.ref_id;
