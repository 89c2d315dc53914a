"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ContentsCountDto = exports.MasterPhoneResultDto = exports.MasterPhoneDto = exports.MasterDto = exports.TransferMasterDto = exports.WithdrawnInsttDto = exports.WithdrawInsttDto = void 0;
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const digitsOnly = ({ value }) => typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value;
class WithdrawInsttDto {
    /** The master's password, base64(RSA-OAEP-SHA256(password)). */
    userPassword;
}
exports.WithdrawInsttDto = WithdrawInsttDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1024),
    __metadata("design:type", String)
], WithdrawInsttDto.prototype, "userPassword", void 0);
class WithdrawnInsttDto {
    insttCode;
    /** Where the members went: the openBiz institution. */
    movedToInsttCode;
    /** Members moved to openBiz as members (12), each keeping their own contents. */
    movedMemberCnt;
}
exports.WithdrawnInsttDto = WithdrawnInsttDto;
class TransferMasterDto {
    /** The admin (14) of the same institution who becomes the master. */
    userId;
    /** The current master's password, base64(RSA-OAEP-SHA256(password)). */
    userPassword;
}
exports.TransferMasterDto = TransferMasterDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(domain_1.USER_ID_PATTERN, { message: 'auth.idFormat' }),
    __metadata("design:type", String)
], TransferMasterDto.prototype, "userId", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1024),
    __metadata("design:type", String)
], TransferMasterDto.prototype, "userPassword", void 0);
class MasterDto {
    insttCode;
    /** The master admin account. */
    masterUserId;
}
exports.MasterDto = MasterDto;
class MasterPhoneDto {
    /** The new mobile number (01 followed by 8 or 9 digits; hyphens allowed). */
    newMbltlphon;
    /** The code sent by POST /instt/sms/crtfc/send with { userId: <master id>, phoneNumber }. */
    smsCrtfcKey;
}
exports.MasterPhoneDto = MasterPhoneDto;
__decorate([
    (0, class_transformer_1.Transform)(digitsOnly),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^01[016789]\d{7,8}$/, { message: 'contact.invalidMobile' }),
    __metadata("design:type", String)
], MasterPhoneDto.prototype, "newMbltlphon", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^\d{4,8}$/, { message: 'verification.codeNumeric' }),
    __metadata("design:type", String)
], MasterPhoneDto.prototype, "smsCrtfcKey", void 0);
class MasterPhoneResultDto {
    /** The master's mobile number, masked ('010-****-5678'). */
    masterMbtlnum;
}
exports.MasterPhoneResultDto = MasterPhoneResultDto;
class ContentsCountDto {
    /** Layers of the institution. */
    lyrCnt;
    /** Web maps of the institution. */
    mapCnt;
    /** Themed map apps of the institution. */
    appCnt;
    /** Members (not withdrawn). */
    memberCnt;
    /** Groups. */
    groupCnt;
}
exports.ContentsCountDto = ContentsCountDto;
//# sourceMappingURL=institution-master.dto.js.map