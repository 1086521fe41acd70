CREATE TABLE `legacy_upload_releases` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`bytes` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `legacy_upload_releases_user_id_idx` ON `legacy_upload_releases` (`user_id`);--> statement-breakpoint
-- A screen stored before 0018 has no `uploads` row, yet its bytes were counted when it was stored
-- (docs/product.md#storage): the statement that adds its release row gives them back, once.
CREATE TRIGGER `storage_legacy_upload_release` AFTER INSERT ON `legacy_upload_releases` BEGIN
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` - new.`bytes`) WHERE `id` = new.`user_id`;
END;
