import fs from 'node:fs';
import path from 'node:path';
import 'reflect-metadata';
import { AppConfig } from './config/app-config';
import { createDataSource } from './database/data-source';
import { seedDataDir } from './database/demo/demo-seed';
import {
  loadAddressFiles,
  loadDemoGazetteer,
  loadDistrictFile,
  loadSeoulDistricts,
  seoulSampleExtents,
  writeSampleFiles,
  type DistrictLevel,
} from './modules/geocoding';

const USAGE = `Usage (from apps/api, after the build; see docs/operations.md "Addresses and districts"):
  npm run geocoding -- addresses <file or folder>...   load 도로명주소 한글 (rnaddrkor_*.txt) and 위치정보요약DB (entrc_*.txt), CP949
  npm run geocoding -- districts <file.shp|.zip> [--level sido|sigungu|eupmyeondong] [--code-field F] [--name-field F] [--srid 5179]
  npm run geocoding -- demo                            load the demo seed's Seoul districts and address sample (when the tables are empty)
  npm run geocoding -- sample <out-folder> [--per-road 12] [--extra-roads 0] [--districts seoul_districts_5186_cp949.zip]`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function positional(args: string[]): string[] {
  return args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
}

function expand(paths: string[]): string[] {
  return paths.flatMap((p) =>
    fs.statSync(p).isDirectory()
      ? fs.readdirSync(p).filter((f) => /\.txt$/i.test(f)).sort().map((f) => path.join(p, f))
      : [p],
  );
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !['addresses', 'districts', 'sample', 'demo'].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const ds = createDataSource(new AppConfig(process.env));
  await ds.initialize();
  try {
    if (command === 'demo') {
      const dir = seedDataDir();
      if (!dir) throw new Error('the seed data folder (src/database/seed-data) is not here');
      const done = await loadDemoGazetteer(ds, dir);
      console.log(done.length ? `loaded ${done.join(', ')}` : 'the gazetteer already holds data');
    } else if (command === 'addresses') {
      const report = await loadAddressFiles(ds, expand(positional(args)));
      console.log(`loaded ${report.addresses} addresses (${report.withPoint} with an entrance point), deleted ${report.deleted}`);
    } else if (command === 'districts') {
      const [file] = positional(args);
      const n = await loadDistrictFile(ds, file, {
        level: option(args, 'level') as DistrictLevel | undefined,
        codeField: option(args, 'code-field'),
        nameField: option(args, 'name-field'),
        srid: option(args, 'srid') ? Number(option(args, 'srid')) : undefined,
      });
      console.log(`loaded ${n} districts from ${file}`);
    } else {
      const [out] = positional(args);
      const districtFile = option(args, 'districts');
      if (districtFile) await loadSeoulDistricts(ds, districtFile);
      const extents = await seoulSampleExtents(ds);
      if (!extents.length) throw new Error('load the Seoul districts first (--districts <zip>)');
      const n = writeSampleFiles(out, extents, {
        perRoad: Number(option(args, 'per-road') ?? 12),
        extraRoads: Number(option(args, 'extra-roads') ?? 0),
        header:
          'Sample made for the Nuri Map project (누리지도 데모용 표본, 실제 주소 DB 아님): official 행정안전부 도로명주소 DB column layout, points placed inside the demo districts',
      });
      console.log(`wrote ${n} addresses to ${out}`);
    }
  } finally {
    await ds.destroy();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
