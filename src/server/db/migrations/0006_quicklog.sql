CREATE TABLE "favorite_meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text,
	"meal_type" text NOT NULL,
	"description" text NOT NULL,
	"photo_id" uuid,
	"calories" numeric(10, 2) DEFAULT 0 NOT NULL,
	"protein" numeric(10, 2) DEFAULT 0 NOT NULL,
	"carbs" numeric(10, 2) DEFAULT 0 NOT NULL,
	"fat" numeric(10, 2) DEFAULT 0 NOT NULL,
	"sugar" numeric(10, 2) DEFAULT 0 NOT NULL,
	"fiber" numeric(10, 2) DEFAULT 0 NOT NULL,
	"salt" numeric(10, 2) DEFAULT 0 NOT NULL,
	"ai_analysis" jsonb,
	"ai_edits" jsonb,
	"source_meal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_meals" ADD CONSTRAINT "favorite_meals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_meals" ADD CONSTRAINT "favorite_meals_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_meals" ADD CONSTRAINT "favorite_meals_source_meal_id_meal_logs_id_fk" FOREIGN KEY ("source_meal_id") REFERENCES "public"."meal_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_meals_user_idx" ON "favorite_meals" USING btree ("user_id","created_at");