CREATE TABLE `prototype_run_figures` (
	`session_id` text NOT NULL,
	`task` integer NOT NULL,
	`test_id` text NOT NULL,
	`started_at` integer NOT NULL,
	`last_event_at` integer NOT NULL,
	`outcome` text,
	`moved_on` integer NOT NULL,
	`time_ms` integer NOT NULL,
	`clicks` integer NOT NULL,
	`misclicks` integer NOT NULL,
	`ease` integer,
	`path` text NOT NULL,
	`more` integer NOT NULL,
	PRIMARY KEY(`session_id`, `task`),
	FOREIGN KEY (`session_id`) REFERENCES `prototype_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prototype_run_figures_test_idx` ON `prototype_run_figures` (`test_id`,`task`);--> statement-breakpoint
CREATE TABLE `prototype_screen_figures` (
	`session_id` text NOT NULL,
	`task` integer NOT NULL,
	`screen_id` text NOT NULL,
	`test_id` text NOT NULL,
	`place` integer NOT NULL,
	`on_path` integer NOT NULL,
	`last` integer NOT NULL,
	`clicks` integer NOT NULL,
	`misclicks` integer NOT NULL,
	`time_ms` integer NOT NULL,
	PRIMARY KEY(`session_id`, `task`, `screen_id`),
	FOREIGN KEY (`session_id`) REFERENCES `prototype_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prototype_screen_figures_test_idx` ON `prototype_screen_figures` (`test_id`,`task`,`screen_id`);--> statement-breakpoint
ALTER TABLE `prototype_sessions` ADD `sus_score` real;--> statement-breakpoint
-- Runs stored before this migration get their figures from their JSON (shared/prototype-test-runs.ts
-- TaskRun), as the batch that stores a run writes them (shared/prototype-test-run-figures.ts); the
-- sessions' `bytes` grow by what the new rows count (docs/product.md#storage), so the trigger counts them.
UPDATE `prototype_sessions` SET `sus_score` = (
	SELECT sum(CASE WHEN `key` % 2 = 0 THEN `value` - 1 ELSE 5 - `value` END) * 2.5 FROM json_each(`prototype_sessions`.`sus`)
) WHERE `sus` IS NOT NULL;
--> statement-breakpoint
INSERT INTO `prototype_run_figures`
SELECT r.`session_id`, r.`task`, s.`test_id`, s.`started_at`, s.`last_event_at`, json_extract(r.`run`, '$.outcome'),
	coalesce(json_extract(r.`run`, '$.movedOn'), 0), json_extract(r.`run`, '$.timeMs'),
	(SELECT coalesce(sum(json_extract(v.`value`, '$.clicks')), 0) FROM json_each(r.`run`, '$.visits') AS v),
	(SELECT coalesce(sum(json_extract(v.`value`, '$.misclicks')), 0) FROM json_each(r.`run`, '$.visits') AS v),
	json_extract(r.`run`, '$.ease'),
	(SELECT json_group_array(p.`value`) FROM (SELECT `value` FROM json_each(r.`run`, '$.path') ORDER BY `key` LIMIT 50) AS p),
	json_array_length(r.`run`, '$.path') > 50
FROM `prototype_runs` AS r JOIN `prototype_sessions` AS s ON s.`id` = r.`session_id`;
--> statement-breakpoint
INSERT INTO `prototype_screen_figures`
SELECT r.`session_id`, r.`task`, json_extract(v.`value`, '$.screenId'), s.`test_id`, v.`key`,
	json_extract(v.`value`, '$.screenId') IN (SELECT `value` FROM json_each(r.`run`, '$.path')),
	json_extract(v.`value`, '$.screenId') IS json_extract(r.`run`, '$.path[#-1]'),
	json_extract(v.`value`, '$.clicks'), json_extract(v.`value`, '$.misclicks'), json_extract(v.`value`, '$.timeMs')
FROM `prototype_runs` AS r JOIN `prototype_sessions` AS s ON s.`id` = r.`session_id`, json_each(r.`run`, '$.visits') AS v;
--> statement-breakpoint
UPDATE `prototype_sessions` SET `bytes` = `bytes`
	+ coalesce((SELECT sum(length(`path`) + 96) FROM `prototype_run_figures` WHERE `session_id` = `prototype_sessions`.`id`), 0)
	+ coalesce((SELECT sum(length(`screen_id`) + 64) FROM `prototype_screen_figures` WHERE `session_id` = `prototype_sessions`.`id`), 0)
WHERE `id` IN (SELECT `session_id` FROM `prototype_run_figures`);
