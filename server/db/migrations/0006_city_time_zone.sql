ALTER TABLE "cities" ADD COLUMN "time_zone" text DEFAULT 'Europe/Moscow' NOT NULL;--> statement-breakpoint
UPDATE "cities" SET "time_zone" = 'Europe/Samara' WHERE "name" = 'Самара';--> statement-breakpoint
UPDATE "cities" SET "time_zone" = 'Asia/Yekaterinburg' WHERE "name" IN ('Екатеринбург', 'Пермь', 'Уфа', 'Челябинск', 'Тюмень');--> statement-breakpoint
UPDATE "cities" SET "time_zone" = 'Asia/Omsk' WHERE "name" = 'Омск';--> statement-breakpoint
UPDATE "cities" SET "time_zone" = 'Asia/Novosibirsk' WHERE "name" = 'Новосибирск';
