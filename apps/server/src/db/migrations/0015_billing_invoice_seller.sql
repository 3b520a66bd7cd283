-- Decision 028: the seller (BILLING_SELLER_*) is fixed on a charge's row when it completes, like the buyer, so an
-- issued invoice never changes with the configuration. Older rows keep null and render with the configuration.
ALTER TABLE "billing_transactions" ADD COLUMN "seller" jsonb;