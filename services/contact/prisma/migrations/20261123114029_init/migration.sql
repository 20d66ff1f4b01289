-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "contact";

-- CreateEnum
CREATE TYPE "contact"."ContactSubject" AS ENUM ('buying', 'selling', 'investment', 'management', 'other');

-- CreateTable
CREATE TABLE "contact"."enquiries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "subject" "contact"."ContactSubject" NOT NULL,
    "message" TEXT NOT NULL,
    "lang" TEXT NOT NULL DEFAULT 'en',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enquiries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact"."outbox" (
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
CREATE INDEX "enquiries_created_at_idx" ON "contact"."enquiries"("created_at" DESC);

-- CreateIndex
CREATE INDEX "outbox_published_at_occurred_at_idx" ON "contact"."outbox"("published_at", "occurred_at");
