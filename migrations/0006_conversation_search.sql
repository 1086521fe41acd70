-- Full-text search over saved conversations (docs/product.md#search-and-rename).
-- One FTS5 row per message (its text in `body`) and one per conversation (its title in
-- `title`). `conversation_id` and `row_key` (the message id, or the conversation id for the
-- title row) are indexed too, so a row can be found and deleted through the index (MATCH)
-- instead of a scan; searches only ever look in {title body}. unicode61 folds case and
-- diacritics; the prefix index serves "onboard" → "onboarding".
CREATE VIRTUAL TABLE `conversation_search` USING fts5(
	`title`, `body`, `conversation_id`, `row_key`,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);
--> statement-breakpoint
-- Triggers keep the index in step inside the very statement (and so the batch) that writes the
-- message or conversation, whoever the writer is: save, append, regenerate, edit, copy.
CREATE TRIGGER `conversation_search_message_insert` AFTER INSERT ON `messages` BEGIN
	INSERT INTO `conversation_search` (`title`, `body`, `conversation_id`, `row_key`)
	VALUES ('', new.`content`, new.`conversation_id`, new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `conversation_search_message_delete` AFTER DELETE ON `messages` BEGIN
	DELETE FROM `conversation_search` WHERE `conversation_search` MATCH 'row_key : "' || old.`id` || '"';
END;
--> statement-breakpoint
CREATE TRIGGER `conversation_search_message_update` AFTER UPDATE OF `content` ON `messages` BEGIN
	DELETE FROM `conversation_search` WHERE `conversation_search` MATCH 'row_key : "' || old.`id` || '"';
	INSERT INTO `conversation_search` (`title`, `body`, `conversation_id`, `row_key`)
	VALUES ('', new.`content`, new.`conversation_id`, new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `conversation_search_title_insert` AFTER INSERT ON `conversations` BEGIN
	INSERT INTO `conversation_search` (`title`, `body`, `conversation_id`, `row_key`)
	VALUES (new.`title`, '', new.`id`, new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `conversation_search_title_update` AFTER UPDATE OF `title` ON `conversations` BEGIN
	DELETE FROM `conversation_search` WHERE `conversation_search` MATCH 'row_key : "' || old.`id` || '"';
	INSERT INTO `conversation_search` (`title`, `body`, `conversation_id`, `row_key`)
	VALUES (new.`title`, '', new.`id`, new.`id`);
END;
--> statement-breakpoint
-- Messages go with their conversation (ON DELETE CASCADE fires their own trigger too); this
-- removes whatever is left, the title row included.
CREATE TRIGGER `conversation_search_conversation_delete` AFTER DELETE ON `conversations` BEGIN
	DELETE FROM `conversation_search` WHERE `conversation_search` MATCH 'conversation_id : "' || old.`id` || '"';
END;
--> statement-breakpoint
INSERT INTO `conversation_search` (`title`, `body`, `conversation_id`, `row_key`)
SELECT `title`, '', `id`, `id` FROM `conversations`;
--> statement-breakpoint
INSERT INTO `conversation_search` (`title`, `body`, `conversation_id`, `row_key`)
SELECT '', `content`, `conversation_id`, `id` FROM `messages`;
