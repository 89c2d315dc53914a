import fs from 'node:fs';
import path from 'node:path';
import { encodeCp949 } from './cp949';
import type { SampleDistrict } from './sample-data';

/** A district of the sample with its extent in EPSG:5179 (the entrance file's coordinates). */
export interface DistrictExtent extends SampleDistrict {
  extent: [number, number, number, number];
}

export interface SampleOptions {
  /** Buildings listed along each road (numbers 1, 2, 3… alternate sides). */
  perRoad: number;
  /** Extra synthetic roads per district (누리1로, 누리2로 …): the bench's million-address gazetteer. */
  extraRoads?: number;
  /** Header line ('#', not part of the official layout) saying who made the file and why. */
  header: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Writes rnaddrkor_seoul.txt (도로명주소 한글, 24 columns) and entrc_seoul.txt (위치정보요약DB,
 * 18 columns, X/Y in EPSG:5179), CP949, in the official layouts, for the given districts: each
 * road runs across its district, buildings numbered along it, lots and dongs assigned in order.
 * Deterministic: the same input writes the same bytes. Returns the number of addresses.
 */
export function writeSampleFiles(outDir: string, districts: DistrictExtent[], opts: SampleOptions): number {
  fs.mkdirSync(outDir, { recursive: true });
  const addrFd = fs.openSync(path.join(outDir, 'rnaddrkor_seoul.txt'), 'w');
  const entrFd = fs.openSync(path.join(outDir, 'entrc_seoul.txt'), 'w');
  const header = encodeCp949(`# ${opts.header}\r\n`);
  fs.writeSync(addrFd, header);
  fs.writeSync(entrFd, header);
  let count = 0;
  let addrBuf: string[] = [];
  let entrBuf: string[] = [];
  const flush = () => {
    if (addrBuf.length) fs.writeSync(addrFd, encodeCp949(addrBuf.join('')));
    if (entrBuf.length) fs.writeSync(entrFd, encodeCp949(entrBuf.join('')));
    addrBuf = [];
    entrBuf = [];
  };
  for (const d of districts) {
    const roads = [...d.roads, ...Array.from({ length: opts.extraRoads ?? 0 }, (_, i) => `누리${i + 1}로`)];
    const [minx, miny, maxx, maxy] = d.extent;
    const w = maxx - minx;
    const h = maxy - miny;
    roads.forEach((road, ri) => {
      const rnCd = `${d.code}${pad(3000000 + ri + 1, 7)}`;
      const roadY = miny + h * (0.1 + (0.8 * (ri + 1)) / (roads.length + 1));
      const numbers = new Set(Array.from({ length: opts.perRoad }, (_, i) => i + 1));
      for (const [lr, n] of d.landmarks ?? []) if (lr === road) numbers.add(n);
      const last = Math.max(...numbers);
      for (const main of [...numbers].sort((a, b) => a - b)) {
        const subs = main % 5 === 0 && main <= opts.perRoad ? [0, 1] : [0];
        for (const sub of subs) {
          const dongIdx = main <= last / 2 ? 0 : 1;
          const dong = d.dongs[dongIdx];
          const bjdCd = `${d.code}${pad(10100 + dongIdx * 100, 5)}`;
          const san = ri === 0 && main === last && !d.landmarks?.some(([, n]) => n === main);
          const bun = 100 + ri * 300 + main;
          const ho = sub ? 1 : main % 3;
          const name = d.landmarks?.find(([lr, n]) => lr === road && n === main && sub === 0)?.[2] ?? '';
          const adrMngNo = `${rnCd}0${pad(main, 5)}${pad(sub, 5)}000`;
          const zip = pad(3000 + (Number(d.code) % 1000) * 7 + ri, 5);
          const x = minx + w * (0.08 + (0.84 * main) / (last + 1)) + sub * 4;
          const y = roadY + (main % 2 ? 12 : -12);
          addrBuf.push(
            [adrMngNo, bjdCd, '서울특별시', d.name, dong, '', san ? '1' : '0', bun, ho, rnCd, road, '0', main, sub, bjdCd, dong, zip,
              '', '20240101', '0', '', name, name, ''].join('|') + '\r\n',
          );
          entrBuf.push(
            [d.code, pad(count + 1, 10), bjdCd, '서울특별시', d.name, dong, rnCd, road, '0', main, sub, name, zip,
              name ? '업무시설' : '단독주택', '0', dong, x.toFixed(6), y.toFixed(6)].join('|') + '\r\n',
          );
          count++;
          if (addrBuf.length >= 10000) flush();
        }
      }
    });
  }
  flush();
  fs.closeSync(addrFd);
  fs.closeSync(entrFd);
  return count;
}
