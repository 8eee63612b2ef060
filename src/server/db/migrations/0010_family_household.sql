CREATE TABLE "household_sharing" (
	"user_id" text PRIMARY KEY NOT NULL,
	"share_health" boolean DEFAULT false NOT NULL,
	"share_calories_today" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "follows_family_menu" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "planned_restrictions" jsonb;--> statement-breakpoint
ALTER TABLE "household_sharing" ADD CONSTRAINT "household_sharing_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;