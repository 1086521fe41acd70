CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`bytes` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `uploads_user_id_idx` ON `uploads` (`user_id`);--> statement-breakpoint
ALTER TABLE `ai_usage` ADD `given_back` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An uploaded screen's bytes count for its account while its row exists (docs/product.md#storage):
-- given back by the one statement that deletes the row, so parallel deletes give them back once.
CREATE TRIGGER `storage_upload_insert` AFTER INSERT ON `uploads` BEGIN
	UPDATE `users` SET `storage_bytes` = `storage_bytes` + new.`bytes` WHERE `id` = new.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `storage_upload_delete` AFTER DELETE ON `uploads` BEGIN
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` - old.`bytes`) WHERE `id` = old.`user_id`;
END;
