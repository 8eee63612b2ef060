CREATE TABLE "barcode_products" (
	"code" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"product" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
