DROP INDEX `conversations_user_updated_idx`;--> statement-breakpoint
CREATE INDEX `conversations_user_updated_idx` ON `conversations` (`user_id`,`updated_at`,`id`);