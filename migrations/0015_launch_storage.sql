-- Sign-ups are the founder's stored data too (docs/product.md#storage): each counts its
-- address and answer plus 128 bytes for its row and index entries against the page owner's
-- storage, in the statement that stores or deletes it. A page deleted with sign-ups still in it
-- (by cascade) gives their bytes back before it goes, when their own trigger no longer finds the owner.
CREATE TRIGGER `landing_signup_storage_insert` AFTER INSERT ON `landing_signups` BEGIN
	UPDATE `users` SET `storage_bytes` = `storage_bytes` + length(CAST(new.`email` AS BLOB)) + length(CAST(new.`answer` AS BLOB)) + 128
	WHERE `id` = (SELECT `user_id` FROM `landing_pages` WHERE `id` = new.`page_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `landing_signup_storage_delete` AFTER DELETE ON `landing_signups` BEGIN
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes` - length(CAST(old.`email` AS BLOB)) - length(CAST(old.`answer` AS BLOB)) - 128)
	WHERE `id` = (SELECT `user_id` FROM `landing_pages` WHERE `id` = old.`page_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `landing_page_storage_delete` BEFORE DELETE ON `landing_pages` BEGIN
	UPDATE `users` SET `storage_bytes` = max(0, `storage_bytes`
		- coalesce((SELECT sum(length(CAST(`email` AS BLOB)) + length(CAST(`answer` AS BLOB)) + 128) FROM `landing_signups` WHERE `page_id` = old.`id`), 0))
	WHERE `id` = old.`user_id`;
END;
