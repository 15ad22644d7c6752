-- One current membership per member, club, group (or the whole club) and role (issue 17): two roster imports, or
-- two admins adding the same player at once, could each store it. A membership already stored twice keeps its
-- oldest row; the later copies are ended (removed_at), as removing the player would.
UPDATE "squad_members" AS "s" SET "removed_at" = now()
WHERE "s"."removed_at" IS NULL AND EXISTS (
	SELECT 1 FROM "squad_members" AS "o"
	WHERE "o"."removed_at" IS NULL AND "o"."member_id" = "s"."member_id" AND "o"."club_id" = "s"."club_id"
		AND coalesce("o"."study_group_id", 0) = coalesce("s"."study_group_id", 0) AND "o"."squad_role" = "s"."squad_role"
		AND "o"."id" < "s"."id"
);
--> statement-breakpoint
CREATE UNIQUE INDEX "squad_members_current_idx" ON "squad_members" USING btree ("member_id","club_id",coalesce("study_group_id", 0),"squad_role") WHERE "squad_members"."removed_at" is null;