-- Products (docs/product.md#products): one context a user works on from idea to case study.
-- Personas are one JSON array per product (at most 20, always read and written whole).
-- `updated_at` is the newest activity (brief edited, item saved into it), the list's order.
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`idea` text NOT NULL,
	`audience` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`personas` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `products_user_updated_idx` ON `products` (`user_id`,`updated_at`,`id`);--> statement-breakpoint
-- Hand-edited from drizzle-kit's output, which drops the ON DELETE clause of a column added with
-- ALTER TABLE: deleting a product keeps its saved items in History, with no product.
ALTER TABLE `conversations` ADD `product_id` text REFERENCES `products`(`id`) ON DELETE SET NULL;--> statement-breakpoint
-- The product timeline: a product's items newest first, without a sort step.
CREATE INDEX `conversations_product_updated_idx` ON `conversations` (`product_id`,`updated_at`,`id`);
--> statement-breakpoint
-- A product's activity follows its items: saving one into it or appending to one (a chat reply,
-- a refined version, an edit) bumps the product in the same statement, whoever the writer is.
-- Moving an existing item into a product bumps it in the query that moves it (db/queries).
CREATE TRIGGER `products_activity_item_insert` AFTER INSERT ON `conversations`
WHEN new.`product_id` IS NOT NULL BEGIN
	UPDATE `products` SET `updated_at` = max(`updated_at`, new.`updated_at`)
	WHERE `id` = new.`product_id` AND `user_id` = new.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_activity_item_update` AFTER UPDATE OF `updated_at` ON `conversations`
WHEN new.`product_id` IS NOT NULL BEGIN
	UPDATE `products` SET `updated_at` = max(`updated_at`, new.`updated_at`)
	WHERE `id` = new.`product_id` AND `user_id` = new.`user_id`;
END;
