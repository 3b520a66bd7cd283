ALTER TABLE "holiday_balance_cache" DROP CONSTRAINT "holiday_balance_cache_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "holiday_balance_cache" ADD CONSTRAINT "holiday_balance_cache_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;