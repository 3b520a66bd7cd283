-- Issue 13 / decision 028: the invoice e-mail carries its PDF; the outbox keeps attached files (name, type,
-- size, content in base64) like the rest of the e-mail.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;