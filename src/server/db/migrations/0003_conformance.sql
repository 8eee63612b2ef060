ALTER TABLE "meal_logs" ADD COLUMN "ai_edits" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone_changed_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (docs/decisions/0013-conformance.md): one plan per user and day, as a database
-- guarantee. Plans stored before (Monday weeks, or the doubles parallel requests used to leave) that
-- overlap a newer plan of the same user are removed first, keeping the newest, as the app showed.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DELETE FROM "meal_plans" AS older
USING "meal_plans" AS newer
WHERE older."user_id" = newer."user_id"
  AND older."id" <> newer."id"
  AND older."start_date" <= newer."end_date"
  AND newer."start_date" <= older."end_date"
  AND (older."created_at", older."id") < (newer."created_at", newer."id");--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_one_per_day_excl"
  EXCLUDE USING gist ("user_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
