CREATE TABLE "api_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" text NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"secret_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_token_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "api_token_scopes_check" CHECK (cardinality("api_token"."scopes") >= 1 and "api_token"."scopes" <@ array['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW']::text[]),
	CONSTRAINT "api_token_secret_hash_check" CHECK ("api_token"."secret_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_developer_id_user_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_token_developer_created_idx" ON "api_token" USING btree ("developer_id","created_at","id");