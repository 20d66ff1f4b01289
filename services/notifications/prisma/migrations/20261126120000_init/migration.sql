-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "notifications";

-- CreateTable
CREATE TABLE "notifications"."subscribers" (
    "email" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "unsubscribe_token" TEXT NOT NULL,
    "last_digest_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscribers_pkey" PRIMARY KEY ("email")
);

-- CreateTable
CREATE TABLE "notifications"."alerts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "email" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "search" JSONB NOT NULL,
    "search_key" TEXT NOT NULL,
    "confirm_token_hash" TEXT,
    "unsubscribe_token" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "confirmation_sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications"."pending_matches" (
    "alert_id" UUID NOT NULL,
    "event_id" TEXT NOT NULL,
    "listing_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "listing" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "pending_matches_pkey" PRIMARY KEY ("alert_id","event_id")
);

-- CreateTable
CREATE TABLE "notifications"."listing_states" (
    "listing_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "price" DOUBLE PRECISION NOT NULL,
    "on_market" BOOLEAN NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_states_pkey" PRIMARY KEY ("listing_id")
);

-- CreateTable
CREATE TABLE "notifications"."outgoing_mail" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "transport" TEXT NOT NULL,
    "message_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outgoing_mail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "subscribers_unsubscribe_token_key" ON "notifications"."subscribers"("unsubscribe_token");

-- CreateIndex
CREATE UNIQUE INDEX "alerts_confirm_token_hash_key" ON "notifications"."alerts"("confirm_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "alerts_unsubscribe_token_key" ON "notifications"."alerts"("unsubscribe_token");

-- CreateIndex
CREATE INDEX "alerts_confirmed_at_idx" ON "notifications"."alerts"("confirmed_at");

-- CreateIndex
CREATE UNIQUE INDEX "alerts_email_search_key_key" ON "notifications"."alerts"("email", "search_key");

-- CreateIndex
CREATE INDEX "pending_matches_sent_at_idx" ON "notifications"."pending_matches"("sent_at");

-- CreateIndex
CREATE INDEX "outgoing_mail_created_at_idx" ON "notifications"."outgoing_mail"("created_at" DESC);

-- AddForeignKey
ALTER TABLE "notifications"."alerts" ADD CONSTRAINT "alerts_email_fkey" FOREIGN KEY ("email") REFERENCES "notifications"."subscribers"("email") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications"."pending_matches" ADD CONSTRAINT "pending_matches_alert_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "notifications"."alerts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
