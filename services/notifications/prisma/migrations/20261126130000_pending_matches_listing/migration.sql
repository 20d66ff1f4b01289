-- CreateIndex
CREATE INDEX "pending_matches_listing_id_kind_idx" ON "notifications"."pending_matches"("listing_id", "kind");
