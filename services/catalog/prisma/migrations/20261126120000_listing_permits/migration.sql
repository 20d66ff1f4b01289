-- AlterTable: permit-first listings (issue 20). A listing has its advertising permit's expiry date, whether it is
-- published (a draft may lack a permit) and when the scheduled permit check took it out of public search.
-- Existing listings stay published.
ALTER TABLE "catalog"."properties" ADD COLUMN     "permit_expires_on" DATE,
ADD COLUMN     "permit_withdrawn_at" TIMESTAMPTZ(3),
ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;

-- CreateIndex: the scheduled check looks for listings whose permit has just expired.
CREATE INDEX "properties_permit_expires_on_idx" ON "catalog"."properties"("permit_expires_on");
