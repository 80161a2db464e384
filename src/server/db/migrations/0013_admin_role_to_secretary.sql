-- The "Admin" role is gone: it was offered on the Officials form but no access level let it
-- through, so such an account could do nothing. Existing Admin accounts become Secretary, the
-- role that reads the least (public content only): nobody gains the members' personal data by
-- a migration. The chairman gives a wider role by adding a new account with it.
UPDATE "users" SET "role" = 'secretary' WHERE "role" = 'ADMIN';
