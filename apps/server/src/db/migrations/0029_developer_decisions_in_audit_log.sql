-- Staff's decisions on developer accounts made before they were written to the audit log
-- (decision 0058): each pending-to-verified or pending-to-rejected change by a staff member
-- becomes the audit row it would have been, so the audit screen and the account's page show it.
INSERT INTO "audit_event" ("actor_id", "action", "target_type", "target_id", "target_label", "reason", "details", "created_at")
SELECT
  change."changed_by",
  CASE change."to_status" WHEN 'verified' THEN 'APPROVE_DEVELOPER' ELSE 'REJECT_DEVELOPER' END,
  'USER',
  change."user_id",
  left(coalesce(nullif(btrim(account."name"), ''), account."email"), 200),
  CASE WHEN change."to_status" = 'rejected' THEN nullif(btrim(change."notes"), '') END,
  jsonb_build_object(
    'fromStatus', 'Awaiting review',
    'toStatus', CASE change."to_status" WHEN 'verified' THEN 'Verified' ELSE 'Rejected' END
  ),
  change."changed_at"
FROM "developer_status_change" change
JOIN "user" account ON account."id" = change."user_id"
WHERE change."from_status" = 'pending'
  AND change."to_status" IN ('verified', 'rejected')
  AND change."changed_by" IS NOT NULL
  AND change."changed_by" <> change."user_id"
  AND NOT EXISTS (
    SELECT 1 FROM "audit_event" logged
    WHERE logged."target_type" = 'USER'
      AND logged."target_id" = change."user_id"
      AND logged."action" IN ('APPROVE_DEVELOPER', 'REJECT_DEVELOPER')
      AND logged."created_at" = change."changed_at"
  );
