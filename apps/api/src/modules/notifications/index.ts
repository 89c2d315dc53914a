// The public face of the notifications module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { OutboxMessage } from './entities/outbox.entity';
export { NotificationsService } from './notifications.service';
export type { MailMessage } from './notifications.service';
export { NotificationsModule } from './notifications.module';
