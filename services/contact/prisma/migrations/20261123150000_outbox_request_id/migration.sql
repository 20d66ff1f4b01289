-- AlterTable: the request id of the change that wrote the event, published with it for tracing.
ALTER TABLE "contact"."outbox" ADD COLUMN     "request_id" TEXT;
