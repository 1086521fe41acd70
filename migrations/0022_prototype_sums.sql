CREATE TABLE `prototype_click_tallies` (
	`test_id` text NOT NULL,
	`screen_id` text NOT NULL,
	`task` integer NOT NULL,
	`y` integer NOT NULL,
	`x` integer NOT NULL,
	`hit` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`test_id`, `screen_id`, `task`, `y`, `x`, `hit`),
	FOREIGN KEY (`test_id`) REFERENCES `prototype_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prototype_path_sums` (
	`test_id` text NOT NULL,
	`task` integer NOT NULL,
	`path` text NOT NULL,
	`more` integer NOT NULL,
	`count` integer NOT NULL,
	`first_seen` text NOT NULL,
	PRIMARY KEY(`test_id`, `task`, `path`, `more`),
	FOREIGN KEY (`test_id`) REFERENCES `prototype_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prototype_path_sums_top_idx` ON `prototype_path_sums` (`test_id`,`task`,"count" DESC,`first_seen`);--> statement-breakpoint
CREATE INDEX `prototype_path_sums_first_idx` ON `prototype_path_sums` (`test_id`,`first_seen`);--> statement-breakpoint
CREATE TABLE `prototype_screen_sums` (
	`test_id` text NOT NULL,
	`task` integer NOT NULL,
	`screen_id` text NOT NULL,
	`visits` integer NOT NULL,
	`clicks` integer NOT NULL,
	`misclicks` integer NOT NULL,
	`time_ms` integer NOT NULL,
	`dropped_off` integer NOT NULL,
	PRIMARY KEY(`test_id`, `task`, `screen_id`),
	FOREIGN KEY (`test_id`) REFERENCES `prototype_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prototype_task_sums` (
	`test_id` text NOT NULL,
	`task` integer NOT NULL,
	`testers` integer NOT NULL,
	`direct` integer NOT NULL,
	`indirect` integer NOT NULL,
	`gave_up` integer NOT NULL,
	`left` integer NOT NULL,
	`clicks` integer NOT NULL,
	`misclicks` integer NOT NULL,
	`ease_sum` integer NOT NULL,
	`ease_answers` integer NOT NULL,
	PRIMARY KEY(`test_id`, `task`),
	FOREIGN KEY (`test_id`) REFERENCES `prototype_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `prototype_run_figures` ADD `counted` text;--> statement-breakpoint
CREATE INDEX `prototype_run_figures_unsettled_idx` ON `prototype_run_figures` (`test_id`,`last_event_at`) WHERE counted IS NULL;--> statement-breakpoint
CREATE INDEX `prototype_run_figures_times_idx` ON `prototype_run_figures` (`test_id`,`task`,`time_ms`,`counted`) WHERE counted IS NOT NULL;--> statement-breakpoint
CREATE INDEX `prototype_run_figures_paths_idx` ON `prototype_run_figures` (`test_id`,`task`,`path`,`more`,`started_at`,`session_id`) WHERE counted IS NOT NULL;--> statement-breakpoint
ALTER TABLE `prototype_screen_figures` ADD `counted` text;--> statement-breakpoint
ALTER TABLE `prototype_screen_figures` ADD `started_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `prototype_screen_figures_first_idx` ON `prototype_screen_figures` (`test_id`,`task`,`screen_id`,`started_at`,`session_id`,`place`) WHERE counted IS NOT NULL AND on_path = 1;--> statement-breakpoint
ALTER TABLE `prototype_tests` ADD `finished_sessions` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `prototype_tests` ADD `sus_sum` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `prototype_tests` ADD `sus_answers` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A test's results as sums kept while rows are written (docs/product.md#prototype-tests): each sum row
-- counts against the owner's storage through its test's `bytes` (a few numbers, its text, key and
-- index entries), which a test's own trigger now passes on to its owner as it changes.
CREATE TRIGGER `prototype_test_storage_update` AFTER UPDATE OF `bytes` ON `prototype_tests` BEGIN
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` + new.`bytes` - old.`bytes`) WHERE `id` = new.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_task_sums_storage_insert` AFTER INSERT ON `prototype_task_sums` BEGIN
	UPDATE `prototype_tests` SET `bytes` = `bytes` + (96) WHERE `id` = new.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_task_sums_storage_delete` AFTER DELETE ON `prototype_task_sums` BEGIN
	UPDATE `prototype_tests` SET `bytes` = max(0, `bytes` - (96)) WHERE `id` = old.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_screen_sums_storage_insert` AFTER INSERT ON `prototype_screen_sums` BEGIN
	UPDATE `prototype_tests` SET `bytes` = `bytes` + (length(new.`screen_id`) + 64) WHERE `id` = new.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_screen_sums_storage_delete` AFTER DELETE ON `prototype_screen_sums` BEGIN
	UPDATE `prototype_tests` SET `bytes` = max(0, `bytes` - (length(old.`screen_id`) + 64)) WHERE `id` = old.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_path_sums_storage_insert` AFTER INSERT ON `prototype_path_sums` BEGIN
	UPDATE `prototype_tests` SET `bytes` = `bytes` + (length(new.`path`) + 112) WHERE `id` = new.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_path_sums_storage_delete` AFTER DELETE ON `prototype_path_sums` BEGIN
	UPDATE `prototype_tests` SET `bytes` = max(0, `bytes` - (length(old.`path`) + 112)) WHERE `id` = old.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_click_tallies_storage_insert` AFTER INSERT ON `prototype_click_tallies` BEGIN
	UPDATE `prototype_tests` SET `bytes` = `bytes` + (length(new.`screen_id`) + 48) WHERE `id` = new.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_click_tallies_storage_delete` AFTER DELETE ON `prototype_click_tallies` BEGIN
	UPDATE `prototype_tests` SET `bytes` = max(0, `bytes` - (length(old.`screen_id`) + 48)) WHERE `id` = old.`test_id`;
END;
--> statement-breakpoint
-- Rows stored before: a run counts with its own end, or Left once moved on; one left by idling counts
-- once a read settles it (db/queries/prototype-test-figures.ts). Then the sums of what counts.
UPDATE `prototype_run_figures` SET `counted` = coalesce(`outcome`, CASE WHEN `moved_on` = 1 THEN 'left' END);
--> statement-breakpoint
UPDATE `prototype_screen_figures` SET
	`counted` = (SELECT r.`counted` FROM `prototype_run_figures` AS r WHERE r.`session_id` = `prototype_screen_figures`.`session_id` AND r.`task` = `prototype_screen_figures`.`task`),
	`started_at` = (SELECT r.`started_at` FROM `prototype_run_figures` AS r WHERE r.`session_id` = `prototype_screen_figures`.`session_id` AND r.`task` = `prototype_screen_figures`.`task`);
--> statement-breakpoint
INSERT INTO `prototype_task_sums`
SELECT `test_id`, `task`, count(*), sum(`counted` IS 'direct'), sum(`counted` IS 'indirect'), sum(`counted` IS 'gave-up'), sum(`counted` IS 'left'),
	sum(iif(`counted` IS NULL, 0, `clicks`)), sum(iif(`counted` IS NULL, 0, `misclicks`)), sum(iif(`counted` IS NULL, 0, coalesce(`ease`, 0))),
	sum(`counted` IS NOT NULL AND `ease` IS NOT NULL)
FROM `prototype_run_figures` GROUP BY `test_id`, `task`;
--> statement-breakpoint
INSERT INTO `prototype_screen_sums`
SELECT `test_id`, `task`, `screen_id`, count(*), sum(`clicks`), sum(`misclicks`), sum(`time_ms`), sum(`last` = 1 AND `counted` IN ('gave-up', 'left'))
FROM `prototype_screen_figures` WHERE `counted` IS NOT NULL AND `on_path` = 1 GROUP BY `test_id`, `task`, `screen_id`;
--> statement-breakpoint
INSERT INTO `prototype_path_sums`
SELECT `test_id`, `task`, `path`, `more`, count(*), min(printf('%015d', `started_at`) || `session_id`)
FROM `prototype_run_figures` WHERE `counted` IS NOT NULL GROUP BY `test_id`, `task`, `path`, `more`;
--> statement-breakpoint
INSERT INTO `prototype_click_tallies`
SELECT `test_id`, `screen_id`, coalesce(`task`, 0), `y`, `x`, coalesce(`hit`, 0), count(*)
FROM `prototype_events` WHERE type = 'click' GROUP BY `test_id`, `screen_id`, coalesce(`task`, 0), `y`, `x`, coalesce(`hit`, 0);
--> statement-breakpoint
UPDATE `prototype_tests` SET
	`finished_sessions` = (SELECT count(*) FROM `prototype_sessions` AS s WHERE s.`test_id` = `prototype_tests`.`id` AND s.`finished` = 1),
	`sus_sum` = (SELECT total(s.`sus_score`) FROM `prototype_sessions` AS s WHERE s.`test_id` = `prototype_tests`.`id`),
	`sus_answers` = (SELECT count(s.`sus_score`) FROM `prototype_sessions` AS s WHERE s.`test_id` = `prototype_tests`.`id`);
--> statement-breakpoint
-- From now on every write keeps the sums: a row's share is added when it is written, taken back
-- when it is rewritten or deleted (a session deleted takes its runs, screens and clicks with it).
CREATE TRIGGER `prototype_run_figures_sums_insert` AFTER INSERT ON `prototype_run_figures` BEGIN
	INSERT INTO `prototype_task_sums` (`test_id`, `task`, `testers`, `direct`, `indirect`, `gave_up`, `left`, `clicks`, `misclicks`, `ease_sum`, `ease_answers`)
	VALUES (new.`test_id`, new.`task`, 1, new.`counted` IS 'direct', new.`counted` IS 'indirect', new.`counted` IS 'gave-up', new.`counted` IS 'left',
		iif(new.`counted` IS NULL, 0, new.`clicks`), iif(new.`counted` IS NULL, 0, new.`misclicks`),
		iif(new.`counted` IS NULL, 0, coalesce(new.`ease`, 0)), new.`counted` IS NOT NULL AND new.`ease` IS NOT NULL)
	ON CONFLICT (`test_id`, `task`) DO UPDATE SET `testers` = `testers` + 1, `direct` = `direct` + excluded.`direct`,
		`indirect` = `indirect` + excluded.`indirect`, `gave_up` = `gave_up` + excluded.`gave_up`, `left` = `left` + excluded.`left`,
		`clicks` = `clicks` + excluded.`clicks`, `misclicks` = `misclicks` + excluded.`misclicks`,
		`ease_sum` = `ease_sum` + excluded.`ease_sum`, `ease_answers` = `ease_answers` + excluded.`ease_answers`;
	INSERT INTO `prototype_path_sums` (`test_id`, `task`, `path`, `more`, `count`, `first_seen`)
	SELECT new.`test_id`, new.`task`, new.`path`, new.`more`, 1, printf('%015d', new.`started_at`) || new.`session_id` WHERE new.`counted` IS NOT NULL
	ON CONFLICT (`test_id`, `task`, `path`, `more`) DO UPDATE SET `count` = `count` + 1, `first_seen` = min(`first_seen`, excluded.`first_seen`);
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_run_figures_sums_update` AFTER UPDATE ON `prototype_run_figures` BEGIN
	UPDATE `prototype_task_sums` SET `testers` = `testers` - 1, `direct` = `direct` - (old.`counted` IS 'direct'),
		`indirect` = `indirect` - (old.`counted` IS 'indirect'), `gave_up` = `gave_up` - (old.`counted` IS 'gave-up'),
		`left` = `left` - (old.`counted` IS 'left'), `clicks` = `clicks` - iif(old.`counted` IS NULL, 0, old.`clicks`),
		`misclicks` = `misclicks` - iif(old.`counted` IS NULL, 0, old.`misclicks`),
		`ease_sum` = `ease_sum` - iif(old.`counted` IS NULL, 0, coalesce(old.`ease`, 0)),
		`ease_answers` = `ease_answers` - (old.`counted` IS NOT NULL AND old.`ease` IS NOT NULL)
	WHERE `test_id` = old.`test_id` AND `task` = old.`task`;
	DELETE FROM `prototype_task_sums` WHERE `test_id` = old.`test_id` AND `task` = old.`task` AND `testers` <= 0;
	UPDATE `prototype_path_sums` SET `count` = `count` - 1 WHERE old.`counted` IS NOT NULL AND `test_id` = old.`test_id` AND `task` = old.`task` AND `path` = old.`path` AND `more` = old.`more`;
	DELETE FROM `prototype_path_sums` WHERE `test_id` = old.`test_id` AND `task` = old.`task` AND `path` = old.`path` AND `more` = old.`more` AND `count` <= 0;
	UPDATE `prototype_path_sums` SET `first_seen` = (
		SELECT printf('%015d', r.`started_at`) || r.`session_id` FROM `prototype_run_figures` AS r
		WHERE r.`test_id` = old.`test_id` AND r.`task` = old.`task` AND r.`path` = old.`path` AND r.`more` = old.`more` AND r.`counted` IS NOT NULL
		ORDER BY r.`started_at`, r.`session_id` LIMIT 1
	) WHERE old.`counted` IS NOT NULL AND `test_id` = old.`test_id` AND `task` = old.`task` AND `path` = old.`path` AND `more` = old.`more` AND `first_seen` = printf('%015d', old.`started_at`) || old.`session_id`;
	INSERT INTO `prototype_task_sums` (`test_id`, `task`, `testers`, `direct`, `indirect`, `gave_up`, `left`, `clicks`, `misclicks`, `ease_sum`, `ease_answers`)
	VALUES (new.`test_id`, new.`task`, 1, new.`counted` IS 'direct', new.`counted` IS 'indirect', new.`counted` IS 'gave-up', new.`counted` IS 'left',
		iif(new.`counted` IS NULL, 0, new.`clicks`), iif(new.`counted` IS NULL, 0, new.`misclicks`),
		iif(new.`counted` IS NULL, 0, coalesce(new.`ease`, 0)), new.`counted` IS NOT NULL AND new.`ease` IS NOT NULL)
	ON CONFLICT (`test_id`, `task`) DO UPDATE SET `testers` = `testers` + 1, `direct` = `direct` + excluded.`direct`,
		`indirect` = `indirect` + excluded.`indirect`, `gave_up` = `gave_up` + excluded.`gave_up`, `left` = `left` + excluded.`left`,
		`clicks` = `clicks` + excluded.`clicks`, `misclicks` = `misclicks` + excluded.`misclicks`,
		`ease_sum` = `ease_sum` + excluded.`ease_sum`, `ease_answers` = `ease_answers` + excluded.`ease_answers`;
	INSERT INTO `prototype_path_sums` (`test_id`, `task`, `path`, `more`, `count`, `first_seen`)
	SELECT new.`test_id`, new.`task`, new.`path`, new.`more`, 1, printf('%015d', new.`started_at`) || new.`session_id` WHERE new.`counted` IS NOT NULL
	ON CONFLICT (`test_id`, `task`, `path`, `more`) DO UPDATE SET `count` = `count` + 1, `first_seen` = min(`first_seen`, excluded.`first_seen`);
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_run_figures_sums_delete` AFTER DELETE ON `prototype_run_figures` BEGIN
	UPDATE `prototype_task_sums` SET `testers` = `testers` - 1, `direct` = `direct` - (old.`counted` IS 'direct'),
		`indirect` = `indirect` - (old.`counted` IS 'indirect'), `gave_up` = `gave_up` - (old.`counted` IS 'gave-up'),
		`left` = `left` - (old.`counted` IS 'left'), `clicks` = `clicks` - iif(old.`counted` IS NULL, 0, old.`clicks`),
		`misclicks` = `misclicks` - iif(old.`counted` IS NULL, 0, old.`misclicks`),
		`ease_sum` = `ease_sum` - iif(old.`counted` IS NULL, 0, coalesce(old.`ease`, 0)),
		`ease_answers` = `ease_answers` - (old.`counted` IS NOT NULL AND old.`ease` IS NOT NULL)
	WHERE `test_id` = old.`test_id` AND `task` = old.`task`;
	DELETE FROM `prototype_task_sums` WHERE `test_id` = old.`test_id` AND `task` = old.`task` AND `testers` <= 0;
	UPDATE `prototype_path_sums` SET `count` = `count` - 1 WHERE old.`counted` IS NOT NULL AND `test_id` = old.`test_id` AND `task` = old.`task` AND `path` = old.`path` AND `more` = old.`more`;
	DELETE FROM `prototype_path_sums` WHERE `test_id` = old.`test_id` AND `task` = old.`task` AND `path` = old.`path` AND `more` = old.`more` AND `count` <= 0;
	UPDATE `prototype_path_sums` SET `first_seen` = (
		SELECT printf('%015d', r.`started_at`) || r.`session_id` FROM `prototype_run_figures` AS r
		WHERE r.`test_id` = old.`test_id` AND r.`task` = old.`task` AND r.`path` = old.`path` AND r.`more` = old.`more` AND r.`counted` IS NOT NULL
		ORDER BY r.`started_at`, r.`session_id` LIMIT 1
	) WHERE old.`counted` IS NOT NULL AND `test_id` = old.`test_id` AND `task` = old.`task` AND `path` = old.`path` AND `more` = old.`more` AND `first_seen` = printf('%015d', old.`started_at`) || old.`session_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_screen_figures_sums_insert` AFTER INSERT ON `prototype_screen_figures` BEGIN
	INSERT INTO `prototype_screen_sums` (`test_id`, `task`, `screen_id`, `visits`, `clicks`, `misclicks`, `time_ms`, `dropped_off`)
	SELECT new.`test_id`, new.`task`, new.`screen_id`, 1, new.`clicks`, new.`misclicks`, new.`time_ms`, new.`last` = 1 AND new.`counted` IN ('gave-up', 'left')
	WHERE new.`counted` IS NOT NULL AND new.`on_path` = 1
	ON CONFLICT (`test_id`, `task`, `screen_id`) DO UPDATE SET `visits` = `visits` + 1, `clicks` = `clicks` + excluded.`clicks`,
		`misclicks` = `misclicks` + excluded.`misclicks`, `time_ms` = `time_ms` + excluded.`time_ms`, `dropped_off` = `dropped_off` + excluded.`dropped_off`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_screen_figures_sums_update` AFTER UPDATE ON `prototype_screen_figures` BEGIN
	UPDATE `prototype_screen_sums` SET `visits` = `visits` - 1, `clicks` = `clicks` - old.`clicks`, `misclicks` = `misclicks` - old.`misclicks`,
		`time_ms` = `time_ms` - old.`time_ms`, `dropped_off` = `dropped_off` - (old.`last` = 1 AND old.`counted` IN ('gave-up', 'left'))
	WHERE old.`counted` IS NOT NULL AND old.`on_path` = 1 AND `test_id` = old.`test_id` AND `task` = old.`task` AND `screen_id` = old.`screen_id`;
	DELETE FROM `prototype_screen_sums` WHERE `test_id` = old.`test_id` AND `task` = old.`task` AND `screen_id` = old.`screen_id` AND `visits` <= 0;
	INSERT INTO `prototype_screen_sums` (`test_id`, `task`, `screen_id`, `visits`, `clicks`, `misclicks`, `time_ms`, `dropped_off`)
	SELECT new.`test_id`, new.`task`, new.`screen_id`, 1, new.`clicks`, new.`misclicks`, new.`time_ms`, new.`last` = 1 AND new.`counted` IN ('gave-up', 'left')
	WHERE new.`counted` IS NOT NULL AND new.`on_path` = 1
	ON CONFLICT (`test_id`, `task`, `screen_id`) DO UPDATE SET `visits` = `visits` + 1, `clicks` = `clicks` + excluded.`clicks`,
		`misclicks` = `misclicks` + excluded.`misclicks`, `time_ms` = `time_ms` + excluded.`time_ms`, `dropped_off` = `dropped_off` + excluded.`dropped_off`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_screen_figures_sums_delete` AFTER DELETE ON `prototype_screen_figures` BEGIN
	UPDATE `prototype_screen_sums` SET `visits` = `visits` - 1, `clicks` = `clicks` - old.`clicks`, `misclicks` = `misclicks` - old.`misclicks`,
		`time_ms` = `time_ms` - old.`time_ms`, `dropped_off` = `dropped_off` - (old.`last` = 1 AND old.`counted` IN ('gave-up', 'left'))
	WHERE old.`counted` IS NOT NULL AND old.`on_path` = 1 AND `test_id` = old.`test_id` AND `task` = old.`task` AND `screen_id` = old.`screen_id`;
	DELETE FROM `prototype_screen_sums` WHERE `test_id` = old.`test_id` AND `task` = old.`task` AND `screen_id` = old.`screen_id` AND `visits` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_click_tally_insert` AFTER INSERT ON `prototype_events` WHEN new.`type` = 'click' BEGIN
	INSERT INTO `prototype_click_tallies` (`test_id`, `screen_id`, `task`, `y`, `x`, `hit`, `count`)
	VALUES (new.`test_id`, new.`screen_id`, coalesce(new.`task`, 0), new.`y`, new.`x`, coalesce(new.`hit`, 0), 1)
	ON CONFLICT (`test_id`, `screen_id`, `task`, `y`, `x`, `hit`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_click_tally_delete` AFTER DELETE ON `prototype_events` WHEN old.`type` = 'click' BEGIN
	UPDATE `prototype_click_tallies` SET `count` = `count` - 1 WHERE `test_id` = old.`test_id` AND `screen_id` = old.`screen_id`
		AND `task` = coalesce(old.`task`, 0) AND `y` = old.`y` AND `x` = old.`x` AND `hit` = coalesce(old.`hit`, 0);
	DELETE FROM `prototype_click_tallies` WHERE `test_id` = old.`test_id` AND `screen_id` = old.`screen_id`
		AND `task` = coalesce(old.`task`, 0) AND `y` = old.`y` AND `x` = old.`x` AND `hit` = coalesce(old.`hit`, 0) AND `count` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_session_sums_insert` AFTER INSERT ON `prototype_sessions` BEGIN
	UPDATE `prototype_tests` SET `finished_sessions` = `finished_sessions` + new.`finished`,
		`sus_sum` = `sus_sum` + coalesce(new.`sus_score`, 0), `sus_answers` = `sus_answers` + (new.`sus_score` IS NOT NULL)
	WHERE `id` = new.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_session_sums_update` AFTER UPDATE OF `finished`, `sus_score` ON `prototype_sessions` BEGIN
	UPDATE `prototype_tests` SET `finished_sessions` = `finished_sessions` - old.`finished`,
		`sus_sum` = `sus_sum` - coalesce(old.`sus_score`, 0), `sus_answers` = `sus_answers` - (old.`sus_score` IS NOT NULL)
	WHERE `id` = old.`test_id`;
	UPDATE `prototype_tests` SET `finished_sessions` = `finished_sessions` + new.`finished`,
		`sus_sum` = `sus_sum` + coalesce(new.`sus_score`, 0), `sus_answers` = `sus_answers` + (new.`sus_score` IS NOT NULL)
	WHERE `id` = new.`test_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prototype_session_sums_delete` AFTER DELETE ON `prototype_sessions` BEGIN
	UPDATE `prototype_tests` SET `finished_sessions` = `finished_sessions` - old.`finished`,
		`sus_sum` = `sus_sum` - coalesce(old.`sus_score`, 0), `sus_answers` = `sus_answers` - (old.`sus_score` IS NOT NULL)
	WHERE `id` = old.`test_id`;
END;
