import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Which add-ons an institution has now (subscription.addon_codes: the change that takes effect
 * next month is not counted yet). For features that unlock with an add-on (service lab).
 */
@Injectable()
export class AddonAccess {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The institution's current add-on codes (LUCKY_MAP, LAND_BUNDLE, ELECTION_MAP); [] when none or unknown. */
  async addonsOf(insttCode: string): Promise<string[]> {
    const [row] = await this.db.query<{ addonCodes: string[] }[]>(
      `SELECT addon_codes AS "addonCodes" FROM subscription WHERE instt_code = $1 AND sttus = 'ACTIVE'`,
      [insttCode],
    );
    return row?.addonCodes ?? [];
  }

  async hasAddon(insttCode: string, addonCode: string): Promise<boolean> {
    return (await this.addonsOf(insttCode)).includes(addonCode);
  }
}
