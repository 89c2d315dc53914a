// The public face of the verification module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { ExpireDto, FindIdConfirmDto, FindIdSendDto, FindPasswordConfirmDto, FindPasswordSendDto, FoundIdDto, FoundUserIdDto, SmsCheckDto, SmsSendDto, VerifiedDto, VerifyEmailConfirmDto, VerifyEmailSendDto } from './dto/verification.dto';
export { VerificationService } from './verification.service';
export { VerificationModule } from './verification.module';
