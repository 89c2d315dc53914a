import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { USER_SE_CODES } from '@nuri/domain';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../notifications';
import { ClaimsService, won } from './claims.service';
import type { ClaimListQueryDto, SendBillResultDto } from './dto/billing.dto';
import { returningRows } from './sql';
import { writeXlsx, XLSX_MIME, type XlsxCell } from './xlsx-writer';

/** What leaves the system for a claim: the .xlsx workbooks and the bill mail (at most once per claim). */
@Injectable()
export class ClaimBillsService {
  private readonly logger = new Logger(ClaimBillsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly claims: ClaimsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** One claim as a workbook: header, lines, totals. */
  async downloadOne(insttCode: string, claimId: number): Promise<StreamableFile> {
    const c = await this.claims.get(claimId, insttCode);
    const rows: XlsxCell[][] = [
      ['청구서', `${c.insttNm} (${c.insttCode})`],
      ['청구월', c.claimMonth],
      ['요금제', c.planNm],
      ['발행일', c.issueDe],
      ['납부기한', c.dueDe],
      ['상태', c.sttus],
      [],
      ['구분', '항목', '수량', '단가', '금액'],
      ...c.lines.map((l): XlsxCell[] => [l.lineSe, l.label, l.quantity, l.unitPrice, l.amount]),
      [],
      ['공급가액', null, null, null, c.supplyAmount],
      ['부가세', null, null, null, c.vat],
      ['합계', null, null, null, c.totalAmount],
      ['납부액', null, null, null, c.paidAmount],
      ['잔액', null, null, null, c.balance],
    ];
    const buffer = await writeXlsx([{ name: c.claimMonth, rows }]);
    return new StreamableFile(buffer, {
      type: XLSX_MIME,
      disposition: `attachment; filename="claim-${c.insttCode}-${c.claimMonth}.xlsx"`,
      length: buffer.length,
    });
  }

  /** The claims matching the filters (every page, at most 10,000), one row per claim. */
  async downloadList(q: ClaimListQueryDto): Promise<StreamableFile> {
    const page = await this.claims.list({ ...q, pageIndex: 1, pageSize: 10000 });
    const rows: XlsxCell[][] = [
      [
        '청구번호',
        '기관코드',
        '기관명',
        '청구월',
        '요금제',
        '공급가액',
        '부가세',
        '합계',
        '납부액',
        '잔액',
        '상태',
        '발행일',
        '납부기한',
        '발송일시',
      ],
      ...page.content.map((c): XlsxCell[] => [
        c.claimId,
        c.insttCode,
        c.insttNm,
        c.claimMonth,
        c.planNm,
        c.supplyAmount,
        c.vat,
        c.totalAmount,
        c.paidAmount,
        c.balance,
        c.sttus,
        c.issueDe,
        c.dueDe,
        c.sentDt,
      ]),
    ];
    const buffer = await writeXlsx([{ name: q.claimMonth ?? 'claims', rows }]);
    return new StreamableFile(buffer, {
      type: XLSX_MIME,
      disposition: `attachment; filename="claims${q.claimMonth ? `-${q.claimMonth}` : ''}.xlsx"`,
      length: buffer.length,
    });
  }

  /** Mails the bills not mailed yet; answers how many went out now. */
  async sendBills(claimIds: number[]): Promise<SendBillResultDto> {
    let sent = 0;
    for (const id of [...new Set(claimIds)]) if (await this.sendBill(id)) sent += 1;
    return { sent };
  }

  /**
   * Mails one claim's bill to the institution's admins, once: sent_dt is claimed first
   * (UPDATE … WHERE sent_dt IS NULL), so two workers never both mail it.
   */
  async sendBill(claimId: number): Promise<boolean> {
    const [row] = await returningRows<{ insttCode: string }>(
      this.db,
      `UPDATE claim SET sent_dt = now() WHERE claim_id = $1 AND sent_dt IS NULL RETURNING instt_code AS "insttCode"`,
      [claimId],
    );
    if (!row) return false;
    const claim = await this.claims.get(claimId);
    const admins = await this.db.query<{ emailaddr: string }[]>(
      `SELECT emailaddr FROM users WHERE instt_code = $1 AND user_se_code = $2 AND user_sttus = 'active' ORDER BY user_id`,
      [row.insttCode, USER_SE_CODES.INSTT_ADMIN],
    );
    const text = [
      `${claim.insttNm} ${claim.claimMonth} 누리지도 이용료 청구서`,
      '',
      ...claim.lines.map((l) => `- ${l.label}: ${won(l.amount)}`),
      '',
      `공급가액 ${won(claim.supplyAmount)} · 부가세 ${won(claim.vat)} · 합계 ${won(claim.totalAmount)}`,
      `납부기한: ${claim.dueDe}`,
    ].join('\n');
    for (const a of admins) {
      await this.notifications.sendMail({
        to: a.emailaddr,
        subject: `[누리지도] ${claim.claimMonth} 이용료 청구서 (${won(claim.totalAmount)})`,
        text,
      });
    }
    this.logger.log(`bill of claim ${claimId} mailed to ${admins.length} admin(s)`);
    return true;
  }
}
