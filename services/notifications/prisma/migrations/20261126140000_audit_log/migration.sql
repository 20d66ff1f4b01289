-- CreateTable: the admin audit log of this service's data (issue 22, ADR 0009): who, what, which id, when and
-- from which client.
CREATE TABLE "notifications"."audit_log" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "username" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "target_id" TEXT,
    "client" TEXT NOT NULL,
    "request_id" TEXT,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "notifications"."audit_log"("at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_username_at_idx" ON "notifications"."audit_log"("username", "at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_kind_at_idx" ON "notifications"."audit_log"("kind", "at" DESC);

-- Append-only: the database itself refuses to change or delete an entry, whatever the application does.
CREATE FUNCTION "notifications"."audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END;
$$;

CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "notifications"."audit_log"
  FOR EACH ROW EXECUTE FUNCTION "notifications"."audit_log_append_only"();
