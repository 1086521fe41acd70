ALTER TABLE `users` ADD `storage_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `storage_items` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Storage per account (docs/product.md#storage), counted inside the statement that writes or
-- deletes, whoever the writer is: a message is its text's bytes plus 64 for its row; a saved
-- chat or result is one item and 512 bytes (row, title, index entries).
CREATE TRIGGER `storage_message_insert` AFTER INSERT ON `messages` BEGIN
	UPDATE `users` SET `storage_bytes` = `storage_bytes` + length(CAST(new.`content` AS BLOB)) + 64
	WHERE `id` = (SELECT `user_id` FROM `conversations` WHERE `id` = new.`conversation_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `storage_message_delete` AFTER DELETE ON `messages` BEGIN
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` - length(CAST(old.`content` AS BLOB)) - 64)
	WHERE `id` = (SELECT `user_id` FROM `conversations` WHERE `id` = old.`conversation_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `storage_conversation_insert` AFTER INSERT ON `conversations` BEGIN
	UPDATE `users` SET `storage_items` = `storage_items` + 1, `storage_bytes` = `storage_bytes` + 512 WHERE `id` = new.`user_id`;
END;
--> statement-breakpoint
-- A conversation's messages go by cascade after its row, when their own trigger no longer
-- finds the owner: their bytes are given back here, before the row goes.
CREATE TRIGGER `storage_conversation_delete` BEFORE DELETE ON `conversations` BEGIN
	UPDATE `users` SET `storage_items` = max(0, `storage_items` - 1),
		`storage_bytes` = max(0, `storage_bytes` - 512
			- coalesce((SELECT sum(length(CAST(`content` AS BLOB)) + 64) FROM `messages` WHERE `conversation_id` = old.`id`), 0))
	WHERE `id` = old.`user_id`;
END;
--> statement-breakpoint
-- What accounts hold already (uploads count from their next change: R2 cannot be read from here).
UPDATE `users` SET
	`storage_items` = (SELECT count(*) FROM `conversations` WHERE `user_id` = `users`.`id`),
	`storage_bytes` = (SELECT count(*) * 512 FROM `conversations` WHERE `user_id` = `users`.`id`)
		+ coalesce((SELECT sum(length(CAST(m.`content` AS BLOB)) + 64) FROM `messages` m JOIN `conversations` c ON c.`id` = m.`conversation_id` WHERE c.`user_id` = `users`.`id`), 0);
