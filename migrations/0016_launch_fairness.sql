ALTER TABLE `landing_pages` ADD `ab_since` text;--> statement-breakpoint
ALTER TABLE `landing_visitors` ADD `network` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `landing_visitors_network_idx` ON `landing_visitors` (`page_id`,`day`,`network`);