/**
 * Names for the demo sample of Seoul (made for this project): per district (matched by name to
 * the loaded boundary file, whose codes the sample then uses) two legal dongs and the roads whose addresses the sample lists. The
 * points are placed inside the district's boundary, not at the real buildings.
 */
export interface SampleDistrict {
  code: string;
  name: string;
  dongs: [string, string];
  roads: string[];
  /** Named buildings: road, building number, name. */
  landmarks?: [string, number, string][];
}

export const SEOUL_SAMPLE: SampleDistrict[] = [
  { code: '11110', name: '종로구', dongs: ['세종로', '청운동'], roads: ['세종대로', '자하문로', '율곡로'], landmarks: [['세종대로', 209, '정부서울청사'], ['자하문로', 92, '청운효자동주민센터']] },
  { code: '11140', name: '중구', dongs: ['태평로1가', '명동2가'], roads: ['세종대로', '을지로', '명동길'], landmarks: [['세종대로', 110, '서울특별시청']] },
  { code: '11170', name: '용산구', dongs: ['한강로1가', '이태원동'], roads: ['한강대로', '이태원로'] },
  { code: '11200', name: '성동구', dongs: ['성수동1가', '행당동'], roads: ['왕십리로', '뚝섬로'] },
  { code: '11215', name: '광진구', dongs: ['자양동', '구의동'], roads: ['동일로', '능동로'] },
  { code: '11230', name: '동대문구', dongs: ['용두동', '청량리동'], roads: ['왕산로', '천호대로'] },
  { code: '11260', name: '중랑구', dongs: ['면목동', '상봉동'], roads: ['동일로', '망우로'] },
  { code: '11290', name: '성북구', dongs: ['삼선동1가', '돈암동'], roads: ['보문로', '동소문로'] },
  { code: '11305', name: '강북구', dongs: ['수유동', '미아동'], roads: ['도봉로', '삼양로'] },
  { code: '11320', name: '도봉구', dongs: ['창동', '방학동'], roads: ['동일로', '마들로'] },
  { code: '11350', name: '노원구', dongs: ['상계동', '공릉동'], roads: ['동일로', '노해로'] },
  { code: '11380', name: '은평구', dongs: ['불광동', '녹번동'], roads: ['통일로', '은평로'] },
  { code: '11410', name: '서대문구', dongs: ['신촌동', '연희동'], roads: ['연세로', '연희로'] },
  { code: '11440', name: '마포구', dongs: ['공덕동', '서교동'], roads: ['마포대로', '양화로'] },
  { code: '11470', name: '양천구', dongs: ['목동', '신정동'], roads: ['목동로', '오목로'] },
  { code: '11500', name: '강서구', dongs: ['화곡동', '등촌동'], roads: ['화곡로', '공항대로'] },
  { code: '11530', name: '구로구', dongs: ['구로동', '개봉동'], roads: ['디지털로', '경인로'] },
  { code: '11545', name: '금천구', dongs: ['가산동', '독산동'], roads: ['가산디지털1로', '시흥대로'] },
  { code: '11560', name: '영등포구', dongs: ['여의도동', '당산동'], roads: ['국회대로', '여의대로'] },
  { code: '11590', name: '동작구', dongs: ['노량진동', '사당동'], roads: ['노량진로', '동작대로'] },
  { code: '11620', name: '관악구', dongs: ['봉천동', '신림동'], roads: ['관악로', '남부순환로'] },
  { code: '11650', name: '서초구', dongs: ['서초동', '반포동'], roads: ['서초대로', '반포대로'] },
  { code: '11680', name: '강남구', dongs: ['역삼동', '삼성동'], roads: ['테헤란로', '봉은사로'] },
  { code: '11710', name: '송파구', dongs: ['잠실동', '방이동'], roads: ['올림픽로', '송파대로'] },
  { code: '11740', name: '강동구', dongs: ['천호동', '길동'], roads: ['천호대로', '양재대로'] },
];
