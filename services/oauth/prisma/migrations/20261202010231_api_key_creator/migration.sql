-- CreateEnum
CREATE TYPE "api_key_creator" AS ENUM ('member', 'api_key', 'operator');

-- AlterTable: keys made before this change are the operator's unless the trail says otherwise.
ALTER TABLE "api_keys" ADD COLUMN     "created_by_id" UUID,
ADD COLUMN     "created_by_type" "api_key_creator" NOT NULL DEFAULT 'operator';

-- Backfill: the trail's `api_key.created` names who made each key (a member or a key).
UPDATE "api_keys" AS k
SET "created_by_type" = e."actor_type"::"api_key_creator", "created_by_id" = e."actor_id"::uuid
FROM "security_events" AS e
WHERE e."type" = 'api_key.created'
  AND e."subject_type" = 'api_key'
  AND e."subject_id" = k."id"::text
  AND e."actor_type" IN ('member', 'api_key')
  AND e."actor_id" IS NOT NULL;

-- Every new key names its creator.
ALTER TABLE "api_keys" ALTER COLUMN "created_by_type" DROP DEFAULT;

-- CreateIndex
CREATE INDEX "api_keys_shop_id_created_by_id_idx" ON "api_keys"("shop_id", "created_by_id");
