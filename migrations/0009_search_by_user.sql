ALTER TABLE `users` ADD `search_backfill` text;--> statement-breakpoint
-- Search keyed by user (docs/product.md#search-and-rename): one FTS5 row per title and per
-- message, its words folded by the app and each prefixed with the owner's search key
-- (db/queries/search-words.ts), so a search reads the searcher's rows only. The app writes the
-- rows in the batch that writes the text; the triggers below only remove them.
CREATE VIRTUAL TABLE `search_words` USING fts5(
	`words`, `conversation_id`, `row_key`,
	tokenize = 'ascii'
);
--> statement-breakpoint
DROP TRIGGER `conversation_search_message_insert`;
--> statement-breakpoint
DROP TRIGGER `conversation_search_message_delete`;
--> statement-breakpoint
DROP TRIGGER `conversation_search_message_update`;
--> statement-breakpoint
DROP TRIGGER `conversation_search_title_insert`;
--> statement-breakpoint
DROP TRIGGER `conversation_search_title_update`;
--> statement-breakpoint
DROP TRIGGER `conversation_search_conversation_delete`;
--> statement-breakpoint
DROP TABLE `conversation_search`;
--> statement-breakpoint
CREATE TRIGGER `search_words_message_delete` AFTER DELETE ON `messages` BEGIN
	DELETE FROM `search_words` WHERE `search_words` MATCH 'row_key : "' || old.`id` || '"';
END;
--> statement-breakpoint
-- Messages go with their conversation (ON DELETE CASCADE fires their own trigger too); this
-- removes whatever is left, the title row included.
CREATE TRIGGER `search_words_conversation_delete` AFTER DELETE ON `conversations` BEGIN
	DELETE FROM `search_words` WHERE `search_words` MATCH 'conversation_id : "' || old.`id` || '"';
END;
--> statement-breakpoint
-- Saved work from before is indexed by the app, account by account, as its owner searches.
UPDATE `users` SET `search_backfill` = '' WHERE `id` IN (SELECT `user_id` FROM `conversations`);
