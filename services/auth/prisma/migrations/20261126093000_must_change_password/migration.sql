-- AlterTable
ALTER TABLE "auth"."admin_users" ADD COLUMN     "must_change_password" BOOLEAN NOT NULL DEFAULT false;
