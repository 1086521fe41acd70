CREATE TABLE `result_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`number` integer NOT NULL,
	`note` text,
	`restored_from` integer,
	`response` text,
	`parts` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `result_versions_conversation_number_idx` ON `result_versions` (`conversation_id`,`number`);--> statement-breakpoint
-- A version's bytes count for its result and its account, like a message's (docs/product.md#storage):
-- its note, Markdown parts and structured response, plus 64 for the row.
CREATE TRIGGER `storage_version_insert` AFTER INSERT ON `result_versions` BEGIN
	UPDATE `conversations` SET `stored_bytes` = `stored_bytes` + length(CAST(new.`parts` AS BLOB)) + coalesce(length(CAST(new.`response` AS BLOB)), 0) + coalesce(length(CAST(new.`note` AS BLOB)), 0) + 64
	WHERE `id` = new.`conversation_id`;
	UPDATE `users` SET `storage_bytes` = `storage_bytes` + length(CAST(new.`parts` AS BLOB)) + coalesce(length(CAST(new.`response` AS BLOB)), 0) + coalesce(length(CAST(new.`note` AS BLOB)), 0) + 64
	WHERE `id` = (SELECT `user_id` FROM `conversations` WHERE `id` = new.`conversation_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `storage_version_delete` AFTER DELETE ON `result_versions` BEGIN
	UPDATE `conversations` SET `stored_bytes` = max(0, `stored_bytes` - length(CAST(old.`parts` AS BLOB)) - coalesce(length(CAST(old.`response` AS BLOB)), 0) - coalesce(length(CAST(old.`note` AS BLOB)), 0) - 64)
	WHERE `id` = old.`conversation_id`;
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` - length(CAST(old.`parts` AS BLOB)) - coalesce(length(CAST(old.`response` AS BLOB)), 0) - coalesce(length(CAST(old.`note` AS BLOB)), 0) - 64)
	WHERE `id` = (SELECT `user_id` FROM `conversations` WHERE `id` = old.`conversation_id`);
END;
--> statement-breakpoint
-- Its search rows go with it (the app writes them; see migrations/0009_search_by_user.sql).
CREATE TRIGGER `search_words_version_delete` AFTER DELETE ON `result_versions` BEGIN
	DELETE FROM `search_words` WHERE `search_words` MATCH 'row_key : "' || old.`id` || '"';
END;
--> statement-breakpoint
-- Today's versions, from the messages that held them, read as the app read them: the brief (a
-- result's first user message) opens Version 1 (assistant messages before it belong to Version 1
-- too), every later user message opens the next version and is its note, and the assistant
-- messages up to the next user message are its parts, in order. A version without parts was never
-- shown and is not kept; the others are numbered 1, 2, 3 … as they were shown. Only a note that is
-- exactly "Restored from Version N" names the version it restores.
INSERT INTO `result_versions` (`id`, `conversation_id`, `number`, `note`, `restored_from`, `response`, `parts`, `created_at`)
SELECT lower(hex(randomblob(20))), `conversation_id`,
	row_number() OVER (PARTITION BY `conversation_id` ORDER BY `opened`),
	`note`,
	CASE WHEN `note` GLOB 'Restored from Version [1-9]' OR `note` GLOB 'Restored from Version [1-9][0-9]' OR `note` GLOB 'Restored from Version [1-9][0-9][0-9]'
		THEN CAST(substr(`note`, 23) AS INTEGER) END,
	NULL, `parts`, `created_at`
FROM (
	SELECT `conversation_id`, `opened`,
		max(CASE WHEN `role` = 'user' AND `opened` > 1 THEN `content` END) AS `note`,
		json_group_array(`content` ORDER BY `seq`) FILTER (WHERE `role` = 'assistant') AS `parts`,
		sum(`role` = 'assistant') AS `part_count`,
		min(`created_at`) AS `created_at`
	FROM (
		SELECT m.`conversation_id`, m.`role`, m.`content`, m.`seq`, m.`created_at`,
			max(1, sum(m.`role` = 'user') OVER (PARTITION BY m.`conversation_id` ORDER BY m.`seq`)) AS `opened`
		FROM `messages` m JOIN `conversations` c ON c.`id` = m.`conversation_id` AND c.`tool` IS NOT NULL
	)
	GROUP BY `conversation_id`, `opened`
)
WHERE `part_count` > 0;
--> statement-breakpoint
-- The messages now held as versions go; a result keeps its brief (its first user message) as a message.
DELETE FROM `messages`
WHERE `conversation_id` IN (SELECT `id` FROM `conversations` WHERE `tool` IS NOT NULL)
	AND NOT (`role` = 'user' AND `seq` = (SELECT min(b.`seq`) FROM `messages` b WHERE b.`conversation_id` = `messages`.`conversation_id` AND b.`role` = 'user'));
--> statement-breakpoint
-- The versions' words are indexed for search as their owners next search (db/queries/search-backfill.ts).
UPDATE `users` SET `search_backfill` = '' WHERE `id` IN (SELECT `user_id` FROM `conversations` WHERE `tool` IS NOT NULL);
