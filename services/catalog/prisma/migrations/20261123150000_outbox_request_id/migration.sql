-- AlterTable: the request id of the change that wrote the event, published with it for tracing.
ALTER TABLE "catalog"."outbox" ADD COLUMN     "request_id" TEXT;
