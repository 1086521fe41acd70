CREATE TABLE `answer_reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`version_id` text NOT NULL,
	`result` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `result_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `answer_reservations_version_idx` ON `answer_reservations` (`version_id`,`created_at`);