-- Provenance, stored: for every property of every current entity, the change that last set it.
-- Derived from the history (which stays the record); kept true by a trigger on every change, so
-- every writer keeps it in the transaction that records the change. `barkeep check` compares it
-- with the history.

-- The properties each change set: those its document after holds (`name`, `bar`, `parent`,
-- `description` and each field of `fields`, JSON nulls being unset) with a value its document
-- before did not hold. A create or a restore (no document before) sets every property it holds.
-- Field paths are catalogue paths (letters, digits, dots), which a quoted JSON path label holds.
-- (The first test of the entity keys reads both documents once, and spares most changes, which
-- set only fields, a lookup per key.)
CREATE VIEW change_sets_property AS
SELECT change.id AS change_id, change.entity_id AS entity_id, after.key AS property,
       '$.' || after.key AS path
FROM change, json_each(change.after) AS after
WHERE after.key IN ('name', 'bar', 'parent', 'description') AND after.type = 'text'
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

-- One row per property of every entity that exists: the id of the change that last set it to the
-- value it has (the newest change of the entity that set it). A deleted entity has no rows.
CREATE TABLE property_origin (
    entity_id INTEGER NOT NULL,
    property  TEXT NOT NULL,
    change_id INTEGER NOT NULL,
    PRIMARY KEY (entity_id, property)
) STRICT, WITHOUT ROWID;

-- Each recorded change moves the origins of its entity: a delete removes them all; a create or a
-- restore starts them afresh; any other change drops the properties its document after no longer
-- holds, then points every property it set at itself.
CREATE TRIGGER property_origin_on_change AFTER INSERT ON change
BEGIN
    DELETE FROM property_origin
    WHERE entity_id = NEW.entity_id
      AND (NEW.after IS NULL OR NEW.before IS NULL
           OR property NOT IN (
               SELECT key FROM json_each(NEW.after)
               WHERE key IN ('name', 'bar', 'parent', 'description') AND type = 'text'
               UNION ALL
               SELECT key FROM json_each(NEW.after, '$.fields') WHERE type = 'text'));
    INSERT INTO property_origin (entity_id, property, change_id)
    SELECT entity_id, property, change_id FROM change_sets_property WHERE change_id = NEW.id
    ON CONFLICT (entity_id, property) DO UPDATE SET change_id = excluded.change_id;
END;

-- What the table should hold, from the history by the same rule: for each property of an entity,
-- the newest of its changes that set it, kept when the entity's newest change holds the property
-- (an entity deleted, or a property unset since, has none). It fills the table below, and
-- `barkeep check` compares the table with it.
CREATE VIEW property_origin_from_history AS
SELECT setting.entity_id AS entity_id, setting.property AS property, max(setting.change_id) AS change_id
FROM change_sets_property AS setting
GROUP BY setting.entity_id, setting.property
HAVING (
    SELECT json_type(newest.after, setting.path) FROM change AS newest
    WHERE newest.entity_id = setting.entity_id ORDER BY newest.version DESC LIMIT 1
) = 'text';

INSERT INTO property_origin (entity_id, property, change_id)
SELECT entity_id, property, change_id FROM property_origin_from_history;
