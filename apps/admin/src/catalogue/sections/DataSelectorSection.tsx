import { DataSelector } from '@nuri/ui';
import { useState } from 'react';
import type { CatalogueSection } from '../section';

interface Member {
  insttCode: string;
  userId: string;
  userNm: string;
}

const INSTITUTIONS = ['I001', 'I002'];
const NAMES = ['김민지', '박서준', '이도윤', '최서연', '정하준', '강지우', '조예린', '윤시우', '장하은', '임주원'];

/** 20 members: the same user ids in two institutions (the key is institution + user id). */
const MEMBERS: Member[] = INSTITUTIONS.flatMap((insttCode) =>
  NAMES.map((userNm, i) => ({ insttCode, userId: `user${i + 1}`, userNm })),
);

function searchMembers(text: string): Promise<Member[]> {
  const needle = text.trim().toLowerCase();
  const found = MEMBERS.filter(
    (m) => !needle || m.userNm.includes(needle) || m.userId.includes(needle) || m.insttCode.toLowerCase().includes(needle),
  );
  return new Promise((resolve) => setTimeout(() => resolve(found), 100));
}

function memberLabel(member: Member): string {
  return `${member.userNm} (${member.userId}, ${member.insttCode})`;
}

function DataSelectorDemo() {
  const [selected, setSelected] = useState<Member[]>([]);
  return (
    <>
      <h3 className="catalogue__state">검색해서 고르기 · 같은 기관+아이디는 다시 추가할 수 없음</h3>
      <DataSelector<Member>
        label="구성원 선택"
        search={searchMembers}
        keyFields={['insttCode', 'userId']}
        itemLabel={memberLabel}
        onChange={setSelected}
      />
      <p className="catalogue__state">선택한 아이디: {selected.map((m) => `${m.insttCode}/${m.userId}`).join(', ') || '없음'}</p>
    </>
  );
}

export const section: CatalogueSection = {
  id: 'data-selector',
  title: '데이터 선택',
  order: 11,
  Component: DataSelectorDemo,
};
