import { ALERT_TYPES, type AlertType } from '@nuri/domain';
import {
  Modal,
  TOAST_TONES,
  useDialogs,
  useLoading,
  useLoadingState,
  useToast,
  type LoadingStore,
  type ToastTone,
} from '@nuri/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CatalogueSection } from '../section';

const TYPE_NAMES: Record<AlertType, string> = {
  failure: '실패',
  success: '성공',
  userFunction: '사용자 기능',
  delete: '삭제',
  info: '안내',
  confirm: '확인',
};

/** A wrapping row of demo buttons. */
function Row({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>{children}</div>
  );
}

const TONE_NAMES: Record<ToastTone, string> = { info: '정보', success: '성공', error: '오류' };

function DialogDemo() {
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState('없음');
  const ask = async (type: 'confirm' | 'delete') => {
    const message = type === 'delete' ? '기관 이미지를 삭제하시겠습니까?' : '변경 내용을 저장하시겠습니까?';
    const ok = await dialogs.confirm({ type, message });
    setAnswer(ok ? '예' : '아니오');
  };
  return (
    <>
      <h3 className="catalogue__state">알림 (유형별 제목)</h3>
      <Row>
        {ALERT_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="button--secondary"
            onClick={() => void dialogs.alert({ type, message: `${TYPE_NAMES[type]} 유형의 알림입니다.` })}
          >
            {TYPE_NAMES[type]} 알림
          </button>
        ))}
      </Row>
      <h3 className="catalogue__state">확인 질문 (예/아니오)</h3>
      <Row>
        <button type="button" className="button--secondary" onClick={() => void ask('confirm')}>
          저장 확인 질문
        </button>
        <button type="button" className="button--secondary" onClick={() => void ask('delete')}>
          삭제 확인 질문
        </button>
        <output aria-label="마지막 답">답: {answer}</output>
      </Row>
    </>
  );
}

function ModalDemo() {
  const [width, setWidth] = useState<number | null>(null);
  const close = () => setWidth(null);
  return (
    <>
      <h3 className="catalogue__state">모달 · 기본 최대 너비 974px, 767px 이하에서는 전체 화면</h3>
      <Row>
        <button type="button" className="button--secondary" onClick={() => setWidth(974)}>
          모달 열기
        </button>
        <button type="button" className="button--secondary" onClick={() => setWidth(480)}>
          좁은 모달 열기 (480px)
        </button>
      </Row>
      <Modal
        open={width !== null}
        onClose={close}
        title="레이어 정보"
        maxWidth={width ?? undefined}
        footer={
          <>
            <button type="button" className="button--secondary" onClick={close}>
              취소
            </button>
            <button type="button" onClick={close}>
              저장
            </button>
          </>
        }
      >
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          레이어명
          <input defaultValue="도로 중심선" />
        </label>
        <p>Tab은 모달 안에서만 돌고, Escape로 닫히며, 닫히면 여는 버튼으로 포커스가 돌아갑니다.</p>
      </Modal>
    </>
  );
}

function ToastDemo() {
  const toast = useToast();
  return (
    <>
      <h3 className="catalogue__state">토스트 · 2초 뒤 사라짐, 여러 개는 쌓임</h3>
      <Row>
        {TOAST_TONES.map((tone) => (
          <button
            key={tone}
            type="button"
            className="button--secondary"
            onClick={() => toast.show(`${TONE_NAMES[tone]} 토스트입니다.`, { tone })}
          >
            토스트 ({TONE_NAMES[tone]})
          </button>
        ))}
      </Row>
    </>
  );
}

// Each demo ends by itself: the overlay covers the page, so no button can be pressed meanwhile.
const LOADING_DEMOS: {
  name: string;
  run: (loading: LoadingStore, later: (ms: number, fn: () => void) => void) => void;
}[] = [
  {
    name: '토글 (1.5초)',
    run: (loading, later) => {
      loading.show();
      later(1500, () => loading.hide());
    },
  },
  {
    name: '이름 있는 이벤트 (upload 1초, search 2초)',
    run: (loading, later) => {
      loading.start('upload', '업로드와 검색 중...');
      loading.start('search');
      later(1000, () => loading.done('upload'));
      later(2000, () => loading.done('search'));
    },
  },
  {
    name: '삭제 이벤트 (1초 뒤 강제 종료)',
    run: (loading, later) => {
      loading.start('upload');
      loading.start('search');
      later(1000, () => loading.clear());
    },
  },
  {
    name: '진행률 (100이 되면 닫힘)',
    run: (loading, later) => {
      [0, 20, 40, 60, 80, 100].forEach((value, step) =>
        later(step * 400, () => loading.progress(value, '파일 업로드 중...')),
      );
    },
  },
];

function LoadingDemo() {
  const loading = useLoading();
  const state = useLoadingState();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const later = (ms: number, fn: () => void) => {
    timers.current.push(setTimeout(fn, ms));
  };
  return (
    <>
      <h3 className="catalogue__state">로딩 오버레이 · 기본 문구 &apos;로딩 중...&apos;</h3>
      <Row>
        {LOADING_DEMOS.map((demo) => (
          <button
            key={demo.name}
            type="button"
            className="button--secondary"
            onClick={() => demo.run(loading, later)}
          >
            {demo.name}
          </button>
        ))}
      </Row>
      <p className="catalogue__state">
        표시: {state.visible ? '예' : '아니오'} · 이벤트: {state.events.join(', ') || '없음'} · 진행률:{' '}
        {state.progress ?? '없음'}
      </p>
    </>
  );
}

/**
 * The overlay pieces: dialogs by type, a modal, toasts and the loading overlay. The admin
 * layout around the catalogue is the admin system: modals attach to #admin-container.
 */
function OverlayShowcase() {
  return (
    <>
      <DialogDemo />
      <ModalDemo />
      <ToastDemo />
      <LoadingDemo />
    </>
  );
}

export const section: CatalogueSection = {
  id: 'overlay',
  title: '오버레이 (모달 · 알림 · 토스트 · 로딩)',
  order: 20,
  Component: OverlayShowcase,
};
