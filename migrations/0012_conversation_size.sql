ALTER TABLE `conversations` ADD `stored_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A message's bytes count for its conversation as well as for its account (docs/product.md#storage).
DROP TRIGGER `storage_message_insert`;
--> statement-breakpoint
DROP TRIGGER `storage_message_delete`;
--> statement-breakpoint
CREATE TRIGGER `storage_message_insert` AFTER INSERT ON `messages` BEGIN
	UPDATE `conversations` SET `stored_bytes` = `stored_bytes` + length(CAST(new.`content` AS BLOB)) + 64 WHERE `id` = new.`conversation_id`;
	UPDATE `users` SET `storage_bytes` = `storage_bytes` + length(CAST(new.`content` AS BLOB)) + 64
	WHERE `id` = (SELECT `user_id` FROM `conversations` WHERE `id` = new.`conversation_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `storage_message_delete` AFTER DELETE ON `messages` BEGIN
	UPDATE `conversations` SET `stored_bytes` = max(0, `stored_bytes` - length(CAST(old.`content` AS BLOB)) - 64) WHERE `id` = old.`conversation_id`;
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` - length(CAST(old.`content` AS BLOB)) - 64)
	WHERE `id` = (SELECT `user_id` FROM `conversations` WHERE `id` = old.`conversation_id`);
END;
--> statement-breakpoint
UPDATE `conversations` SET `stored_bytes` = coalesce((SELECT sum(length(CAST(`content` AS BLOB)) + 64) FROM `messages` WHERE `conversation_id` = `conversations`.`id`), 0);
--> statement-breakpoint
DROP TRIGGER `storage_conversation_delete`;
--> statement-breakpoint
-- Its messages go by cascade after its row, when their own trigger no longer finds the owner:
-- the bytes the conversation holds are given back here, before the row goes.
CREATE TRIGGER `storage_conversation_delete` BEFORE DELETE ON `conversations` BEGIN
	UPDATE `users` SET `storage_items` = max(0, `storage_items` - 1), `storage_bytes` = max(0, `storage_bytes` - 512 - old.`stored_bytes`)
	WHERE `id` = old.`user_id`;
END;
