CREATE TABLE `daily_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `landing_daily` (
	`page_id` text NOT NULL,
	`day` text NOT NULL,
	`variant` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	`signups` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`page_id`, `day`, `variant`),
	FOREIGN KEY (`page_id`) REFERENCES `landing_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `landing_pages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`address` text NOT NULL,
	`live` integer DEFAULT true NOT NULL,
	`doc` text NOT NULL,
	`headline_b` text,
	`question` text DEFAULT '' NOT NULL,
	`contact_email` text NOT NULL,
	`target_signups` integer,
	`target_visitors` integer,
	`target_date` text,
	`signups` integer DEFAULT 0 NOT NULL,
	`published_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `landing_pages_address_idx` ON `landing_pages` (`address`);--> statement-breakpoint
CREATE UNIQUE INDEX `landing_pages_product_idx` ON `landing_pages` (`product_id`);--> statement-breakpoint
CREATE INDEX `landing_pages_user_idx` ON `landing_pages` (`user_id`);--> statement-breakpoint
CREATE TABLE `landing_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`answer` text DEFAULT '' NOT NULL,
	`variant` text NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`day` text NOT NULL,
	`removal_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `landing_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `landing_signups_email_idx` ON `landing_signups` (`page_id`,`email_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `landing_signups_removal_idx` ON `landing_signups` (`page_id`,`removal_hash`);--> statement-breakpoint
CREATE INDEX `landing_signups_page_created_idx` ON `landing_signups` (`page_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `landing_sources` (
	`page_id` text NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`page_id`, `day`, `source`),
	FOREIGN KEY (`page_id`) REFERENCES `landing_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `landing_visitors` (
	`page_id` text NOT NULL,
	`day` text NOT NULL,
	`hash` text NOT NULL,
	`variant` text NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`page_id`, `day`, `hash`),
	FOREIGN KEY (`page_id`) REFERENCES `landing_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Counts kept inside the statement that writes (docs/product.md#launch): the waitlist's size on
-- its page (the bound on sign-ups) and each day's sign-ups and unique visitors per headline.
CREATE TRIGGER `landing_signup_insert` AFTER INSERT ON `landing_signups` BEGIN
	UPDATE `landing_pages` SET `signups` = `signups` + 1 WHERE `id` = new.`page_id`;
	INSERT OR IGNORE INTO `landing_daily` (`page_id`, `day`, `variant`) VALUES (new.`page_id`, new.`day`, new.`variant`);
	UPDATE `landing_daily` SET `signups` = `signups` + 1 WHERE `page_id` = new.`page_id` AND `day` = new.`day` AND `variant` = new.`variant`;
END;
--> statement-breakpoint
CREATE TRIGGER `landing_signup_delete` AFTER DELETE ON `landing_signups` BEGIN
	UPDATE `landing_pages` SET `signups` = max(0, `signups` - 1) WHERE `id` = old.`page_id`;
	UPDATE `landing_daily` SET `signups` = max(0, `signups` - 1) WHERE `page_id` = old.`page_id` AND `day` = old.`day` AND `variant` = old.`variant`;
END;
--> statement-breakpoint
-- A visitor's first view of the day. Sources past the 50th of a page's day are counted as
-- "other", so a visitor cannot grow the table by inventing referrers.
CREATE TRIGGER `landing_visitor_insert` AFTER INSERT ON `landing_visitors` BEGIN
	INSERT OR IGNORE INTO `landing_daily` (`page_id`, `day`, `variant`) VALUES (new.`page_id`, new.`day`, new.`variant`);
	UPDATE `landing_daily` SET `visitors` = `visitors` + 1 WHERE `page_id` = new.`page_id` AND `day` = new.`day` AND `variant` = new.`variant`;
	INSERT OR IGNORE INTO `landing_sources` (`page_id`, `day`, `source`)
		SELECT new.`page_id`, new.`day`, new.`source`
		WHERE (SELECT count(*) FROM `landing_sources` WHERE `page_id` = new.`page_id` AND `day` = new.`day`) < 50;
	UPDATE `landing_sources` SET `visitors` = `visitors` + 1
		WHERE `page_id` = new.`page_id` AND `day` = new.`day`
		AND `source` = (CASE WHEN EXISTS (SELECT 1 FROM `landing_sources` WHERE `page_id` = new.`page_id` AND `day` = new.`day` AND `source` = new.`source`) THEN new.`source` ELSE 'other' END);
	INSERT OR IGNORE INTO `landing_sources` (`page_id`, `day`, `source`, `visitors`)
		SELECT new.`page_id`, new.`day`, 'other', 1
		WHERE NOT EXISTS (SELECT 1 FROM `landing_sources` WHERE `page_id` = new.`page_id` AND `day` = new.`day` AND `source` = new.`source`)
		AND NOT EXISTS (SELECT 1 FROM `landing_sources` WHERE `page_id` = new.`page_id` AND `day` = new.`day` AND `source` = 'other');
END;
