import {
  FilePicker,
  FormDialog,
  Select,
  SelectField,
  Tabs,
  TextField,
  Toggle,
  type SelectOption,
  type TabItem,
} from '@nuri/ui';
import { useState, type ReactNode } from 'react';
import type { CatalogueSection } from '../section';

const LAYER_KINDS: SelectOption[] = [
  { value: 'point', label: '점' },
  { value: 'line', label: '선' },
  { value: 'polygon', label: '면' },
  { value: 'raster', label: '영상' },
  { value: 'wms', label: 'WMS (준비 중)', disabled: true },
];

const TABS: TabItem[] = [
  { id: 'maps', label: '지도', content: <p>지도 목록이 여기에 표시됩니다.</p> },
  { id: 'themes', label: '테마지도', content: <p>테마지도 목록이 여기에 표시됩니다.</p> },
  { id: 'layers', label: '레이어', content: <p>레이어 목록이 여기에 표시됩니다.</p> },
  { id: 'locked', label: '갤러리 (사용 불가)', content: null, disabled: true },
];

/** Demos side by side, wrapping on narrow screens. */
function Grid({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '1rem' }}
    >
      {children}
    </div>
  );
}

function SingleSelects() {
  const [free, setFree] = useState<string | null>(null);
  const [required, setRequired] = useState<string | null>('line');
  return (
    <>
      <h3 className="catalogue__state">단일 선택 · 선택한 항목을 다시 누르면 해제 / 필수는 해제 불가</h3>
      <Grid>
        <Select label="레이어 유형" options={LAYER_KINDS} value={free} onChange={setFree} />
        <Select
          label="레이어 유형 (필수)"
          options={LAYER_KINDS}
          value={required}
          onChange={setRequired}
          required
        />
        <Select
          label="레이어 유형 (사용 불가)"
          options={LAYER_KINDS}
          value="point"
          onChange={() => undefined}
          disabled
        />
        <Select
          label="레이어 유형 (기본 선택 상자)"
          options={LAYER_KINDS}
          value={free}
          onChange={setFree}
          native
        />
      </Grid>
    </>
  );
}

function MultiSelects() {
  const [free, setFree] = useState<string[]>([]);
  const [required, setRequired] = useState<string[]>(['point', 'polygon']);
  return (
    <>
      <h3 className="catalogue__state">다중 선택 · 필수는 최소 한 개 유지</h3>
      <Grid>
        <Select multiple label="표시 유형" options={LAYER_KINDS} value={free} onChange={setFree} />
        <Select
          multiple
          label="표시 유형 (필수)"
          options={LAYER_KINDS}
          value={required}
          onChange={setRequired}
          required
        />
        <Select
          multiple
          label="표시 유형 (필수, 기본 선택 상자)"
          options={LAYER_KINDS}
          value={required}
          onChange={setRequired}
          required
          native
        />
      </Grid>
    </>
  );
}

function Toggles() {
  const [publicMap, setPublicMap] = useState(true);
  const [notify, setNotify] = useState(false);
  return (
    <>
      <h3 className="catalogue__state">토글 (켜짐 · 꺼짐 · 사용 불가)</h3>
      <Grid>
        <Toggle label="지도 공개" checked={publicMap} onChange={setPublicMap} />
        <Toggle label="알림 받기" checked={notify} onChange={setNotify} />
        <Toggle label="상태 문구 없음" checked={notify} onChange={setNotify} showState={false} />
        <Toggle label="관리자 고정" checked onChange={() => undefined} disabled />
      </Grid>
    </>
  );
}

function Fields() {
  const [name, setName] = useState('');
  const [kind, setKind] = useState('');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  return (
    <>
      <h3 className="catalogue__state">
        입력 필드 (TextField · SelectField) · 필수 표시, 안내문, 오류가 입력란에 연결됨
      </h3>
      <Grid>
        <TextField
          label="지도 이름"
          value={name}
          onChange={setName}
          hint="2~100자"
          required
          maxLength={100}
        />
        <TextField
          label="배포 월"
          type="month"
          value=""
          onChange={() => undefined}
          error="배포 월을 고르세요."
        />
        <SelectField
          label="레이어 유형"
          value={kind}
          onChange={setKind}
          placeholder="선택하세요"
          options={LAYER_KINDS.filter((k) => !k.disabled).map((k) => ({ value: k.value, label: k.label }))}
        />
      </Grid>
      <h3 className="catalogue__state">양식 대화상자 (FormDialog) · 취소와 저장, Enter로 저장</h3>
      <button type="button" onClick={() => setOpen(true)}>
        이름 바꾸기
      </button>
      {saved && <p role="status">저장한 이름: {saved}</p>}
      <FormDialog
        open={open}
        title="이름 바꾸기"
        onClose={() => setOpen(false)}
        onSubmit={() => {
          setSaved(name);
          setOpen(false);
        }}
        submitLabel="저장"
        maxWidth={480}
      >
        <TextField label="새 이름" value={name} onChange={setName} required />
      </FormDialog>
    </>
  );
}

const ATTACHMENT_TYPES = ['pdf', 'hwp', 'txt'];

function FilePickers() {
  // Immediate upload: each choice is "sent" at once and the input emptied for the next one.
  const [sent, setSent] = useState<string[]>([]);
  // A checked multiple choice: a refused type shows the error until a good choice.
  const [attached, setAttached] = useState<File[]>([]);
  const [attachError, setAttachError] = useState<string | null>(
    "'setup.exe' 파일은 첨부할 수 없는 형식입니다. (pdf, hwp, txt)",
  );
  return (
    <>
      <h3 className="catalogue__state">파일 선택 · 한국어 버튼과 고른 파일 이름(브라우저의 "Choose Files" 대신), 키보드로 열기</h3>
      <Grid>
        <FilePicker label="SLD 스타일 파일" accept=".sld,.xml" hint="sld 또는 xml 파일, 1MB까지" onChange={() => undefined} />
        <FilePicker label="새 파일 (여러 개)" multiple onChange={() => undefined} />
        <FilePicker label="첨부 파일 (사용 불가)" disabled onChange={() => undefined} />
      </Grid>
      <h3 className="catalogue__state">
        파일 선택 · 오류(aria-invalid, 알림으로 읽음), 고를 때마다 비우기(같은 파일 다시 고르기), 숨긴 이름표(표 셀)
      </h3>
      <Grid>
        <div>
          <FilePicker
            label="첨부파일"
            multiple
            accept={ATTACHMENT_TYPES.map((e) => `.${e}`).join(',')}
            hint="pdf, hwp, txt 파일 5개까지"
            error={attachError}
            clearAfterChoice
            showNames={false}
            onChange={(files) => {
              const bad = files.find((f) => !ATTACHMENT_TYPES.includes(f.name.split('.').pop()?.toLowerCase() ?? ''));
              setAttachError(bad ? `'${bad.name}' 파일은 첨부할 수 없는 형식입니다. (pdf, hwp, txt)` : null);
              if (!bad) setAttached((a) => [...a, ...files]);
            }}
          />
          {attached.length > 0 && (
            <ul aria-label="첨부파일 목록">
              {attached.map((f, i) => (
                <li key={`${i}:${f.name}`}>{f.name}</li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <FilePicker
            label="썸네일 올리기"
            accept=".png,.jpg,.jpeg"
            hint="png, jpg, jpeg 파일(1MB 이하), 고르면 바로 올립니다."
            clearAfterChoice
            onChange={([file]) => setSent((s) => [...s, file.name])}
          />
          {sent.length > 0 && <p role="status">올린 파일: {sent.join(', ')}</p>}
        </div>
        <FilePicker
          label="도로 레이어 SLD 파일 업로드"
          labelHidden
          buttonLabel="SLD 파일 업로드"
          showNames={false}
          accept=".sld,.xml"
          clearAfterChoice
          onChange={([file]) => setSent((s) => [...s, file.name])}
        />
      </Grid>
    </>
  );
}

function ControlsShowcase() {
  return (
    <>
      <SingleSelects />
      <MultiSelects />
      <h3 className="catalogue__state">탭 · 좌우 화살표, Home, End (사용 불가 탭은 건너뜀)</h3>
      <Tabs label="콘텐츠 종류" tabs={TABS} />
      <Toggles />
      <Fields />
      <FilePickers />
    </>
  );
}

export const section: CatalogueSection = {
  id: 'controls',
  title: '컨트롤 (선택 · 탭 · 토글 · 입력 필드 · 파일 선택)',
  order: 30,
  Component: ControlsShowcase,
};
