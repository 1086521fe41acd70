-- Messages get their position in the conversation (`seq`, unique per conversation), the one
-- order reads use. SQLite cannot add a NOT NULL column without a default, so the table is
-- rebuilt (hand-edited from drizzle-kit's output; no PRAGMA foreign_keys, which D1 refuses
-- inside a migration and which a table nothing references does not need). Existing rows are
-- numbered in the order they were saved: created_at, then insertion order within a millisecond.
CREATE TABLE `__new_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`role` text NOT NULL,
	`content` text NOT NULL,
	`seq` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_messages` (`id`, `conversation_id`, `role`, `content`, `seq`, `created_at`)
SELECT `id`, `conversation_id`, `role`, `content`,
	row_number() OVER (PARTITION BY `conversation_id` ORDER BY `created_at`, `rowid`),
	`created_at`
FROM `messages`;
--> statement-breakpoint
DROP TABLE `messages`;--> statement-breakpoint
ALTER TABLE `__new_messages` RENAME TO `messages`;--> statement-breakpoint
CREATE UNIQUE INDEX `messages_conversation_seq_idx` ON `messages` (`conversation_id`,`seq`);
