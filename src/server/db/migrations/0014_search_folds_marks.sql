-- The dashboard's search ignores letter marks: members.search_text is now folded by
-- translate(lower(...)) (src/server/db/fold.ts), so "Kimathi" and "Kĩmathi" match each other.
-- A generated column's expression cannot be changed in PostgreSQL 16, so it is dropped and added
-- again (every row is folded once, here), and the trigram index that went with it is remade.
ALTER TABLE "members" drop column "search_text";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("members"."full_name" || ' ' || "members"."id_number" || ' ' || "members"."membership_number" || ' ' || "members"."phone_number"), 'àáâãäåāăąǎçćĉċčďèéêëēĕėęěǧĝğġģĥìíîïĩīĭįǐĵķĺļľńņňñòóôõöōŏőǒŕŗřśŝşšţťùúûüũūŭůűųǔŵýÿŷźżžÀÁÂÃÄÅĀĂĄǍÇĆĈĊČĎÈÉÊËĒĔĖĘĚǦĜĞĠĢĤÌÍÎÏĨĪĬĮǏĴĶĹĻĽŃŅŇÑÒÓÔÕÖŌŎŐǑŔŖŘŚŜŞŠŢŤÙÚÛÜŨŪŬŮŰŲǓŴÝŸŶŹŻŽ̴̵̶̷̸̡̢̧̨̛̖̗̘̙̜̝̞̟̠̣̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡', 'aaaaaaaaaacccccdeeeeeeeeeggggghiiiiiiiiijklllnnnnooooooooorrrssssttuuuuuuuuuuuwyyyzzzaaaaaaaaaacccccdeeeeeeeeeggggghiiiiiiiiijklllnnnnooooooooorrrssssttuuuuuuuuuuuwyyyzzz')) STORED;--> statement-breakpoint
-- fastupdate off, as in admin_search: PGlite has no autovacuum to merge a pending list.
CREATE INDEX IF NOT EXISTS "members_search_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
