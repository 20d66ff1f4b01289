/**
 * The SQL of the tables the kit owns in every service that uses its features: the admin audit log
 * (`createAuditLog`, ADR 0009) and the outbox's request id (`insertOutboxEvent`). A service lists the migrations it
 * takes from here in `prisma/migrations/kit-migrations.json` (see `readMigrations`) instead of keeping its own copy.
 *
 * Each part renders, for a service's schema, exactly the text the services' own migrations had (their checksums
 * are recorded in the databases that applied them): never edit a part; put a change in a new part.
 */
export const KIT_SQL_PARTS = {
  /** The service's schema, for a kit migration that comes first in its history. */
  schema: (schema: string) => `-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "${schema}";

`,
  /** The append-only admin audit log (issue 22, ADR 0009). */
  audit_log: (
    schema: string,
  ) => `-- CreateTable: the admin audit log of this service's data (issue 22, ADR 0009): who, what, which id, when and
-- from which client.
CREATE TABLE "${schema}"."audit_log" (
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
CREATE INDEX "audit_log_at_idx" ON "${schema}"."audit_log"("at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_username_at_idx" ON "${schema}"."audit_log"("username", "at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_kind_at_idx" ON "${schema}"."audit_log"("kind", "at" DESC);

-- Append-only: the database itself refuses to change or delete an entry, whatever the application does.
CREATE FUNCTION "${schema}"."audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END;
$$;

CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "${schema}"."audit_log"
  FOR EACH ROW EXECUTE FUNCTION "${schema}"."audit_log_append_only"();
`,
  /** The request id of the change that wrote an outbox event (tracing). */
  outbox_request_id: (
    schema: string,
  ) => `-- AlterTable: the request id of the change that wrote the event, published with it for tracing.
ALTER TABLE "${schema}"."outbox" ADD COLUMN     "request_id" TEXT;
`,
} as const satisfies Record<string, (schema: string) => string>;

export type KitSqlPart = keyof typeof KIT_SQL_PARTS;
