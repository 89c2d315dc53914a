import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WebMapUsage } from '../webmaps';
import { APPS_USING_MAP_SQL } from './webapps.queries';

/** Tells web maps which themed apps show a map in a tab (such a map is not deleted). */
@Injectable()
export class WebappMapUsage implements OnModuleInit {
  constructor(
    private readonly usage: WebMapUsage,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.usage.register(async (userMapId) => {
      const apps: Array<{ webappTmplatSj: string }> = await this.db.query(APPS_USING_MAP_SQL, [userMapId]);
      return apps.map((a) => a.webappTmplatSj);
    });
  }
}
