CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text NOT NULL,
	"subject_company_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	"builtin_key" text,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_normal_kr" integer NOT NULL,
	"price_premiumplus_kr" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "hr_contact_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "recruitment_platform_activated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_subject_idx" ON "admin_audit_log" USING btree ("subject_company_id","created_at");--> statement-breakpoint
CREATE INDEX "document_templates_sort_idx" ON "document_templates" USING btree ("sort_order");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_hr_contact_id_hr_contacts_id_fk" FOREIGN KEY ("hr_contact_id") REFERENCES "public"."hr_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Seed data (decisions.md 19 and 23): the recruitment price list of time-registration §9 and three templates
-- rendered by the server (builtin_key), all editable by the super admin afterwards.
INSERT INTO "recruitment_services" ("title", "description", "price_normal_kr", "price_premiumplus_kr", "sort_order") VALUES
  ('Jobprofil og jobannonce', 'Vi afklarer jobbet med jer og skriver profilen og annoncen.', 7500, 6000, 1),
  ('Annoncering', 'Annoncen på de relevante jobportaler og sociale medier.', 6000, 4800, 2),
  ('Ansøgerhåndtering', 'Vi modtager, svarer og sorterer ansøgerne og præsenterer de bedste.', 22000, 17600, 3),
  ('Søgning og headhunting', 'Vi finder og kontakter kandidater, der ikke selv søger.', 38000, 30400, 4),
  ('Dybdegående interview', 'Et struktureret interview med de mest relevante kandidater.', 16500, 13200, 5),
  ('Anden samtale', 'Forberedelse og gennemførelse af anden samtale sammen med jer.', 11000, 8800, 6),
  ('Personlighedsprofil', 'En personlighedstest med tilbagemelding til kandidat og jer.', 7000, 5600, 7),
  ('Kognitiv test', 'En test af kandidatens problemløsning og indlæringsevne.', 5000, 4000, 8),
  ('Referencetjek', 'Samtaler med kandidatens referencer, opsummeret skriftligt.', 4000, 3200, 9);
--> statement-breakpoint
INSERT INTO "document_templates" ("title", "description", "sort_order", "builtin_key") VALUES
  ('Ansættelseskontrakt', 'Kontrakt for en funktionær med alle de oplysninger, ansættelsesbevisloven kræver.', 1, 'ansaettelseskontrakt'),
  ('Tavshedserklæring', 'Medarbejderens erklæring om fortrolighed om virksomhedens forhold, også efter fratræden.', 2, 'tavshedserklaering'),
  ('Kvittering for opsigelse', 'Arbejdsgiverens skriftlige bekræftelse af at have modtaget en medarbejders opsigelse.', 3, 'opsigelseskvittering');
