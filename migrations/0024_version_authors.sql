ALTER TABLE `conversations` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `result_versions` ADD `author_id` text;