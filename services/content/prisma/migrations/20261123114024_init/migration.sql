-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "content";

-- CreateTable
CREATE TABLE "content"."site_content_versions" (
    "version" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "sections" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_by" TEXT,
    "restored_from" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_content_versions_pkey" PRIMARY KEY ("version")
);

-- CreateTable
CREATE TABLE "content"."outbox" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "type" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbox_published_at_occurred_at_idx" ON "content"."outbox"("published_at", "occurred_at");
