/**
 * The notifications feature as other features use it (issue 26, decision 040). A feature announces an event by
 * calling `produceNotifications` inside its action's transaction with one draft per recipient; the dedupe key
 * names the event, so producing it again is a no-op. The recipients helpers find the admins and the owner.
 */
export { type NotificationDraft, produceNotifications } from './produce-notifications';
export { adminRecipients, ownerRecipient } from './recipients';
