-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "catalog";

-- CreateEnum
CREATE TYPE "catalog"."PriceType" AS ENUM ('total', 'per_sqft', 'monthly', 'yearly');

-- CreateEnum
CREATE TYPE "catalog"."AreaUnit" AS ENUM ('sqft', 'sqm');

-- CreateEnum
CREATE TYPE "catalog"."ListingType" AS ENUM ('sale', 'rent');

-- CreateEnum
CREATE TYPE "catalog"."PropertyStatus" AS ENUM ('ready', 'under_construction', 'sold', 'rented');

-- CreateTable
CREATE TABLE "catalog"."emirates" (
    "id" SERIAL NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "emirates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog"."areas" (
    "id" SERIAL NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "emirate_id" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "radius_m" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "areas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog"."property_types" (
    "id" SERIAL NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'residential',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "property_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog"."properties" (
    "id" SERIAL NOT NULL,
    "title_en" TEXT NOT NULL,
    "title_ar" TEXT NOT NULL,
    "description_en" TEXT NOT NULL DEFAULT '',
    "description_ar" TEXT NOT NULL DEFAULT '',
    "price" DECIMAL(14,2) NOT NULL,
    "price_type" "catalog"."PriceType" NOT NULL DEFAULT 'total',
    "area" DOUBLE PRECISION,
    "area_unit" "catalog"."AreaUnit" NOT NULL DEFAULT 'sqft',
    "area_sqft" DOUBLE PRECISION,
    "size" DOUBLE PRECISION,
    "bedrooms" INTEGER,
    "bathrooms" INTEGER,
    "parking_spaces" INTEGER,
    "property_type_id" INTEGER NOT NULL,
    "area_id" INTEGER NOT NULL,
    "listing_type" "catalog"."ListingType" NOT NULL,
    "status" "catalog"."PropertyStatus" NOT NULL DEFAULT 'ready',
    "features" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "reference_no" TEXT,
    "permit_number" TEXT,
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "tru_check" BOOLEAN NOT NULL DEFAULT false,
    "tru_broker" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "properties_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog"."property_images" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "alt" TEXT NOT NULL DEFAULT '',
    "alt_ar" TEXT NOT NULL DEFAULT '',
    "storage_key" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "content_type" TEXT NOT NULL DEFAULT 'image/jpeg',
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "variants" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "property_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog"."price_changes" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "old_price" DECIMAL(14,2) NOT NULL,
    "new_price" DECIMAL(14,2) NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "price_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog"."outbox" (
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
CREATE UNIQUE INDEX "emirates_slug_key" ON "catalog"."emirates"("slug");

-- CreateIndex
CREATE INDEX "emirates_enabled_sort_order_idx" ON "catalog"."emirates"("enabled", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "areas_slug_key" ON "catalog"."areas"("slug");

-- CreateIndex
CREATE INDEX "areas_emirate_id_enabled_idx" ON "catalog"."areas"("emirate_id", "enabled");

-- CreateIndex
CREATE UNIQUE INDEX "property_types_slug_key" ON "catalog"."property_types"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "properties_reference_no_key" ON "catalog"."properties"("reference_no");

-- CreateIndex
CREATE INDEX "properties_listing_type_status_price_idx" ON "catalog"."properties"("listing_type", "status", "price");

-- CreateIndex
CREATE INDEX "properties_area_id_idx" ON "catalog"."properties"("area_id");

-- CreateIndex
CREATE INDEX "properties_property_type_id_idx" ON "catalog"."properties"("property_type_id");

-- CreateIndex
CREATE INDEX "properties_bedrooms_idx" ON "catalog"."properties"("bedrooms");

-- CreateIndex
CREATE INDEX "properties_created_at_idx" ON "catalog"."properties"("created_at");

-- CreateIndex
CREATE INDEX "properties_price_idx" ON "catalog"."properties"("price");

-- CreateIndex
CREATE INDEX "properties_area_sqft_idx" ON "catalog"."properties"("area_sqft");

-- CreateIndex
CREATE INDEX "properties_is_featured_idx" ON "catalog"."properties"("is_featured");

-- CreateIndex
CREATE UNIQUE INDEX "property_images_property_id_position_key" ON "catalog"."property_images"("property_id", "position");

-- CreateIndex
CREATE INDEX "price_changes_property_id_changed_at_idx" ON "catalog"."price_changes"("property_id", "changed_at");

-- CreateIndex
CREATE INDEX "outbox_published_at_occurred_at_idx" ON "catalog"."outbox"("published_at", "occurred_at");

-- AddForeignKey
ALTER TABLE "catalog"."areas" ADD CONSTRAINT "areas_emirate_id_fkey" FOREIGN KEY ("emirate_id") REFERENCES "catalog"."emirates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog"."properties" ADD CONSTRAINT "properties_property_type_id_fkey" FOREIGN KEY ("property_type_id") REFERENCES "catalog"."property_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog"."properties" ADD CONSTRAINT "properties_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "catalog"."areas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog"."property_images" ADD CONSTRAINT "property_images_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "catalog"."properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog"."price_changes" ADD CONSTRAINT "price_changes_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "catalog"."properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;
