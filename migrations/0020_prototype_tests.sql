CREATE TABLE `prototype_events` (
	`session_id` text NOT NULL,
	`seq` integer NOT NULL,
	`test_id` text NOT NULL,
	`type` text NOT NULL,
	`task` integer,
	`screen_id` text,
	`x` integer,
	`y` integer,
	`hit` integer,
	`at` integer NOT NULL,
	`value` text,
	PRIMARY KEY(`session_id`, `seq`),
	FOREIGN KEY (`session_id`) REFERENCES `prototype_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prototype_events_clicks_idx` ON `prototype_events` (`test_id`,`screen_id`) WHERE type = 'click';--> statement-breakpoint
CREATE TABLE `prototype_runs` (
	`session_id` text NOT NULL,
	`task` integer NOT NULL,
	`run` text NOT NULL,
	PRIMARY KEY(`session_id`, `task`),
	FOREIGN KEY (`session_id`) REFERENCES `prototype_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prototype_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`test_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`started_at` integer NOT NULL,
	`last_event_at` integer NOT NULL,
	`finished` integer DEFAULT false NOT NULL,
	`events` integer DEFAULT 0 NOT NULL,
	`sus` text,
	`network` text DEFAULT '' NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`batch_window_ends` integer DEFAULT 0 NOT NULL,
	`batches_in_window` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`test_id`) REFERENCES `prototype_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prototype_sessions_test_started_idx` ON `prototype_sessions` (`test_id`,`started_at`,`id`);--> statement-breakpoint
CREATE INDEX `prototype_sessions_test_network_idx` ON `prototype_sessions` (`test_id`,`network`,`started_at`);--> statement-breakpoint
CREATE TABLE `prototype_tests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`conversation_id` text,
	`title` text NOT NULL,
	`address` text NOT NULL,
	`open` integer DEFAULT true NOT NULL,
	`tasks` text NOT NULL,
	`ease_question` integer DEFAULT true NOT NULL,
	`sus` integer DEFAULT false NOT NULL,
	`opening_question` text DEFAULT '' NOT NULL,
	`wireframes` text NOT NULL,
	`tester_cap` integer NOT NULL,
	`sessions` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prototype_tests_address_idx` ON `prototype_tests` (`address`);--> statement-breakpoint
CREATE INDEX `prototype_tests_product_created_idx` ON `prototype_tests` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `prototype_tests_user_idx` ON `prototype_tests` (`user_id`);--> statement-breakpoint
CREATE INDEX `prototype_tests_conversation_idx` ON `prototype_tests` (`conversation_id`);--> statement-breakpoint
-- The tester count of a test is kept in the statement that starts or deletes a session
-- (docs/product.md#prototype-tests): the cap is checked without counting rows.
CREATE TRIGGER `prototype_session_insert` AFTER INSERT ON `prototype_sessions` BEGIN
	UPDATE `prototype_tests` SET `sessions` = `sessions` + 1 WHERE `id` = new.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_session_delete` AFTER DELETE ON `prototype_sessions` BEGIN
	UPDATE `prototype_tests` SET `sessions` = max(0, `sessions` - 1) WHERE `id` = old.`test_id`;
END;
--> statement-breakpoint
-- Tests are the founder's stored data (docs/product.md#storage): a test counts its own row
-- (`bytes`, its copy of the screens and tasks), and each session its row, events and runs
-- (`prototype_sessions.bytes`, set by the statement that stores a batch), against the owner's
-- storage. A test deleted with sessions still in it (by cascade) gives their bytes back before it
-- goes, when their own trigger no longer finds the owner.
CREATE TRIGGER `prototype_test_storage_insert` AFTER INSERT ON `prototype_tests` BEGIN
	UPDATE `users` SET `storage_bytes` = `storage_bytes` + new.`bytes` WHERE `id` = new.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_test_storage_delete` BEFORE DELETE ON `prototype_tests` BEGIN
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` - old.`bytes`
		- coalesce((SELECT sum(`bytes`) FROM `prototype_sessions` WHERE `test_id` = old.`id`), 0))
	WHERE `id` = old.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_session_storage_insert` AFTER INSERT ON `prototype_sessions` BEGIN
	UPDATE `users` SET `storage_bytes` = `storage_bytes` + new.`bytes`
	WHERE `id` = (SELECT `user_id` FROM `prototype_tests` WHERE `id` = new.`test_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_session_storage_update` AFTER UPDATE OF `bytes` ON `prototype_sessions` BEGIN
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` + new.`bytes` - old.`bytes`)
	WHERE `id` = (SELECT `user_id` FROM `prototype_tests` WHERE `id` = new.`test_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_session_storage_delete` AFTER DELETE ON `prototype_sessions` BEGIN
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` - old.`bytes`)
	WHERE `id` = (SELECT `user_id` FROM `prototype_tests` WHERE `id` = old.`test_id`);
END;
