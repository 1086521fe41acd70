CREATE TABLE `product_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`email` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_by` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_invites_role_check" CHECK("product_invites"."role" IN ('editor', 'commenter', 'viewer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_invites_token_hash_unique` ON `product_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `product_invites_product_idx` ON `product_invites` (`product_id`,`expires_at`);--> statement-breakpoint
CREATE INDEX `product_invites_created_by_idx` ON `product_invites` (`created_by`);--> statement-breakpoint
CREATE TABLE `product_member_removals` (
	`product_id` text NOT NULL,
	`user_id` text NOT NULL,
	`removed_at` integer NOT NULL,
	PRIMARY KEY(`product_id`, `user_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_member_removals_user_idx` ON `product_member_removals` (`user_id`);--> statement-breakpoint
CREATE TABLE `product_members` (
	`product_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`added_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`role_set_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`product_id`, `user_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_members_role_check" CHECK("product_members"."role" IN ('editor', 'commenter', 'viewer'))
);
--> statement-breakpoint
CREATE INDEX `product_members_user_idx` ON `product_members` (`user_id`);