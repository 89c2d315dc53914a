import { addDays, startOfDay } from '@nuri/domain';
import { DatePicker, PeriodPicker, type PeriodValue } from '@nuri/ui';
import { useState, type ReactNode } from 'react';
import type { CatalogueSection } from '../section';

/** Demos side by side, wrapping on narrow screens. */
function Grid({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: '1rem' }}
    >
      {children}
    </div>
  );
}

function DatePickers() {
  const today = startOfDay(new Date());
  const [empty, setEmpty] = useState<Date | null>(null);
  const [chosen, setChosen] = useState<Date | null>(today);
  const [limited, setLimited] = useState<Date | null>(today);
  return (
    <>
      <h3 className="catalogue__state">
        날짜 선택 · 달력(방향키, PageUp/PageDown, Enter, Escape), 연도 ±50년
      </h3>
      <Grid>
        <DatePicker label="게시일" value={empty} onChange={setEmpty} />
        <DatePicker label="등록일 (필수)" value={chosen} onChange={setChosen} required />
        <DatePicker
          label="공개일"
          value={limited}
          onChange={setLimited}
          min={{ date: addDays(today, -7), name: '일주일 전' }}
          max={{ date: addDays(today, 7), name: '일주일 후' }}
        />
        <DatePicker label="만료일 (사용 불가)" value={today} onChange={() => undefined} disabled />
      </Grid>
    </>
  );
}

function PeriodPickers() {
  const [period, setPeriod] = useState<PeriodValue>({ start: null, end: null });
  const shown = (date: Date | null) => (date ? date.toLocaleString('ko-KR') : '없음');
  return (
    <>
      <h3 className="catalogue__state">기간 선택 · 빠른 선택은 오늘 끝(23:59:59)까지, 시작일 ≤ 종료일</h3>
      <PeriodPicker label="조회 기간" value={period} onChange={setPeriod} />
      <p className="catalogue__state">
        시작: {shown(period.start)} · 종료: {shown(period.end)}
      </p>
    </>
  );
}

function DateShowcase() {
  return (
    <>
      <DatePickers />
      <PeriodPickers />
    </>
  );
}

export const section: CatalogueSection = {
  id: 'date',
  title: '날짜 · 기간 선택',
  order: 40,
  Component: DateShowcase,
};
