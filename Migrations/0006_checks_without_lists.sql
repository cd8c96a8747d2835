-- The value checks of `entity` and `change` with their allowed words compared one by one instead of
-- by `kind IN ('palette', …)`. SQLite checks an `IN` list of more than two constants against a small
-- index it builds each time the statement runs, so every entity and change written built one per
-- list (four per imported entity, 11 % of the instructions of an import of 10,000 entities). What
-- each check allows is unchanged, so every row already stored satisfies it.
--
-- A check cannot be altered in place, and rebuilding these tables would need foreign keys off
-- outside a transaction (dropping `entity` would cascade to its fields). SQLite documents this
-- simpler procedure for changes that no stored row can violate (https://www.sqlite.org/lang_altertable.html,
-- "otheralter"): edit the table's text in `sqlite_schema` under `writable_schema`, reload the schema,
-- and change the schema cookie so that every other connection reloads it too. A `replace` that finds
-- nothing changes nothing.

PRAGMA writable_schema = ON;

UPDATE sqlite_schema
SET sql = replace(replace(replace(sql,
    'CHECK (kind IN (''palette'', ''appearance'', ''layout'', ''sheet'', ''toolbar'', ''theme''))',
    'CHECK (kind = ''palette'' OR kind = ''appearance'' OR kind = ''layout'' OR kind = ''sheet''
                       OR kind = ''toolbar'' OR kind = ''theme'')'),
    'CHECK (bar IN (''navigation'', ''tab'', ''toolbar''))',
    'CHECK (bar = ''navigation'' OR bar = ''tab'' OR bar = ''toolbar'')'),
    'CHECK (operation IN (''create'', ''update'', ''rename'', ''delete'', ''restore'', ''import'', ''revert''))',
    'CHECK (operation = ''create'' OR operation = ''update'' OR operation = ''rename''
                       OR operation = ''delete'' OR operation = ''restore'' OR operation = ''import''
                       OR operation = ''revert'')')
WHERE type = 'table' AND name IN ('entity', 'change');

PRAGMA writable_schema = RESET;

-- Any change to the schema moves the cookie on.
CREATE TABLE barkeep_schema_cookie (changed INTEGER);
DROP TABLE barkeep_schema_cookie;
