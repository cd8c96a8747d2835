-- Stored provenance, cheaper to keep: migration 0004's view and trigger with the four entity keys
-- compared one by one instead of by `key IN ('name', 'bar', 'parent', 'description')`. SQLite
-- answers an `IN` list of constants from a small index it builds each time a trigger runs, so 0004
-- built one for every change recorded (3 % of the instructions of an import of 10,000 entities).
-- The rule, and so what `property_origin` holds, is unchanged.

DROP TRIGGER property_origin_on_change;
DROP VIEW property_origin_from_history;
DROP VIEW change_sets_property;

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
