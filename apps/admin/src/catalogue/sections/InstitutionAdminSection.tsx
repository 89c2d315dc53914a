import { ApiError } from '@nuri/api-client';
import { useState } from 'react';
import { TextField } from '@nuri/ui';
import { DEFAULT_INVITE_LEVEL, type MemberLevel } from '../../kit/levels';
import { LevelSelect } from '../../kit/LevelSelect';
import { LookupError } from '../../kit/LookupError';
import '../../institution/institution.css';
import type { CatalogueSection } from '../section';

const NOT_FOUND = new ApiError({ status: 404, message: '기관 정보를 찾을 수 없습니다.' });

/** The pieces the institution admin screens share: fields with hints and errors, the level select, a failed lookup. */
function InstitutionAdminDemo() {
  const [name, setName] = useState('한국수자원공사');
  const [phone, setPhone] = useState('010-12');
  const [level, setLevel] = useState<MemberLevel>(DEFAULT_INVITE_LEVEL);
  const [retries, setRetries] = useState(0);
  return (
    <>
      <h3 className="catalogue__state">입력 필드 · 안내문과 오류</h3>
      <div className="instt-form">
        <TextField label="기관명" value={name} onChange={setName} hint="2~100자" required />
        <TextField
          label="새 휴대폰 번호"
          type="tel"
          value={phone}
          onChange={setPhone}
          error="올바른 휴대폰 번호를 입력해 주세요."
        />
        <TextField label="설명" value="" onChange={() => undefined} multiline />
      </div>
      <h3 className="catalogue__state">
        권한 선택 (11 편집자 · 12 일반 구성원 · 13 열람자 · 14 기관 관리자)
      </h3>
      <LevelSelect value={level} onChange={setLevel} />
      <h3 className="catalogue__state">조회 실패 · 제목과 서버의 문구, 다시 시도 ({retries}회)</h3>
      <LookupError title="기관 정보 조회" error={NOT_FOUND} onRetry={() => setRetries((n) => n + 1)} />
    </>
  );
}

export const section: CatalogueSection = {
  id: 'institution-admin',
  title: '기관 관리자 화면 조각',
  order: 70,
  Component: InstitutionAdminDemo,
};
