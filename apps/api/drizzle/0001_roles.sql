-- Reference data: the three roles of contract.md. Ids are part of the contract.
INSERT INTO "roles" ("id", "name") VALUES (1, 'Super admin'), (2, 'Site admin'), (3, 'Editor')
ON CONFLICT ("id") DO UPDATE SET "name" = EXCLUDED."name";
