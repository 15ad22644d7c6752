-- A study group's name and code are unique within its club, whatever the letter case (the API trims them,
-- contracts/admin-study-groups.ts): two "U15 A" in one club could not be told apart in lists, reports or
-- when a player joins by code. The unique indexes decide, not a look-up before the insert, so two admins
-- saving the same name at once cannot both win (study-groups.service.ts turns the violation into a 409
-- StudyGroupNameExists / StudyGroupCodeExists). The same name in another club is fine.
-- An installation that already holds duplicates would fail to build the indexes: every group but the oldest
-- of each clash gets its id appended (the code shortened to stay within its 20 characters), so the upgrade
-- goes through and an admin can rename them.
UPDATE "study_groups" g SET "name" = g."name" || ' (' || g."id" || ')'
  WHERE EXISTS (SELECT 1 FROM "study_groups" o
    WHERE o."club_id" = g."club_id" AND lower(o."name") = lower(g."name") AND o."id" < g."id");--> statement-breakpoint
UPDATE "study_groups" g SET "code" = left(g."code", 19 - length(g."id"::text)) || '-' || g."id"
  WHERE EXISTS (SELECT 1 FROM "study_groups" o
    WHERE o."club_id" = g."club_id" AND lower(o."code") = lower(g."code") AND o."id" < g."id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_groups_club_name_lower_idx" ON "study_groups" USING btree ("club_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "study_groups_club_code_lower_idx" ON "study_groups" USING btree ("club_id",lower("code"));
