import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { claim, PREVIEW, signInProvider } from './test/billing-fixtures';

jest.setTimeout(20_000);

const OVERDUE = claim(7, '2026-09', { sttus: 'OVERDUE', paidAmount: 65000, balance: 100000 });
const PAID = claim(8, '2026-10', {
  insttCode: 'busan',
  insttNm: '부산광역시',
  sttus: 'PAID',
  paidAmount: 165000,
  balance: 0,
  sentDt: '2026-11-01T09:00:00+09:00',
});

function api(extra: Record<string, unknown> = {}) {
  let paid = false;
  return fakeInstitutionApi({
    'GET /api/menu': ADMIN_MENUS['provider-admin'],
    'GET /api/instt': paged([
      { insttCode: 'busan', insttNm: '부산광역시' },
      { insttCode: 'kwater', insttNm: '한국수자원공사' },
    ]),
    'GET /api/super-admin/claims': (_request: Request, url: URL) => {
      const rows = [paid ? { ...OVERDUE, sttus: 'PAID', paidAmount: 165000, balance: 0 } : OVERDUE, PAID];
      const sttus = url.searchParams.get('sttus');
      return envelope(200, paged(rows.filter((row) => !sttus || row.sttus === sttus)));
    },
    'GET /api/super-admin/settlements': paged([
      {
        settlementId: 1,
        claimId: 7,
        insttCode: 'kwater',
        insttNm: '한국수자원공사',
        claimMonth: '2026-09',
        method: 'CARD',
        amount: 65000,
        paidDe: '2026-10-20',
        reference: 'A-1',
        registerId: 'operator01',
        registDt: '2026-10-20T10:00:00+09:00',
      },
    ]),
    'POST /api/super-admin/settlements': (request: Request) =>
      request.json().then((body: { amount: number }) => {
        paid = true;
        return envelope(201, { settlementId: 2, claimId: 7, amount: body.amount, method: 'TRANSFER' });
      }),
    ...extra,
  });
}

const grid = () => screen.findByRole('table', { name: '청구서 목록' });
const rowOf = async (name: RegExp) => within(await grid()).findByRole('row', { name });

describe('Payment history (43, provider admin)', () => {
  beforeEach(signInProvider);
  afterEach(() => window.localStorage.clear());

  it('lists the claims with amounts and status badges, and filters by status and month', async () => {
    const fake = api();
    renderApp({ fetch: fake.fetch, route: '/managePaymentHistory' });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: '결제 내역' })).toBeInTheDocument();
    const overdue = await rowOf(/2026-09/);
    for (const text of ['한국수자원공사 (kwater)', '165,000원', '65,000원', '100,000원', '연체', '미발송'])
      expect(within(overdue).getByRole('cell', { name: text })).toBeInTheDocument();
    expect(within(overdue).getByText('연체')).toHaveClass('claim-status--overdue');
    expect(within(await rowOf(/2026-10/)).getByText('납부 완료')).toHaveClass('claim-status--paid');

    await user.selectOptions(screen.getByLabelText('상태'), '연체');
    await waitFor(() => expect(screen.queryByRole('row', { name: /2026-10/ })).not.toBeInTheDocument());
    expect(fake.sent('GET', '/api/super-admin/claims').at(-1)?.query.get('sttus')).toBe('OVERDUE');
  });

  it('opens a claim with its lines, VAT and payments, and records a payment within the balance', async () => {
    const fake = api();
    renderApp({ fetch: fake.fetch, route: '/managePaymentHistory' });
    const user = userEvent.setup();

    await user.click(within(await rowOf(/2026-09/)).getByRole('button', { name: /^상세/ }));
    const detail = await screen.findByRole('dialog', { name: '2026-09 청구서 - 한국수자원공사' });
    const lines = within(detail).getByRole('table', { name: '청구 항목' });
    expect(
      within(lines).getByRole('row', { name: /기본 요금제 기본료 1 100,000원 100,000원/ }),
    ).toBeInTheDocument();
    expect(within(lines).getByRole('row', { name: /부가세 \(10%\) 15,000원/ })).toBeInTheDocument();
    expect(within(lines).getByRole('row', { name: /합계 165,000원/ })).toBeInTheDocument();
    const payments = within(detail).getByRole('table', { name: '결제 기록' });
    expect(
      await within(payments).findByRole('row', { name: /2026-10-20 카드 65,000원 A-1/ }),
    ).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: '결제 등록' }));
    const form = await screen.findByRole('dialog', { name: '결제 등록' });
    const amount = within(form).getByRole('spinbutton', { name: '결제 금액' });
    expect(amount).toHaveValue(100000);
    await user.clear(amount);
    await user.type(amount, '100001');
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(
      within(form).getByText('결제 금액은 미납 금액(100,000원)을 넘을 수 없습니다.'),
    ).toBeInTheDocument();
    expect(fake.sent('POST')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100000');
    await user.selectOptions(within(form).getByRole('combobox', { name: '결제 수단' }), '계좌이체');
    await user.type(within(form).getByRole('textbox', { name: '참조 (승인번호 등)' }), '입금 2026-11');
    await user.click(within(form).getByRole('button', { name: '등록' }));

    expect(await screen.findByText('2026-09 청구서에 100,000원 결제를 등록했습니다.')).toBeInTheDocument();
    const body = fake.sent('POST', '/api/super-admin/settlements')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ claimId: 7, method: 'TRANSFER', amount: 100000, reference: '입금 2026-11' });
    expect(body.paidDe).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The list shows the claim paid.
    await waitFor(async () =>
      expect(within(await rowOf(/2026-09/)).getByText('납부 완료')).toBeInTheDocument(),
    );
  });

  it('previews a manual run without writing, then generates the claim after confirmation', async () => {
    const fake = api({
      'POST /api/super-admin/claims/run': (request: Request) =>
        request
          .json()
          .then((body: { dryRun: boolean }) =>
            envelope(
              200,
              body.dryRun
                ? { dryRun: true, claim: null, preview: PREVIEW }
                : { dryRun: false, claim: claim(9, '2026-11'), preview: null },
            ),
          ),
    });
    renderApp({ fetch: fake.fetch, route: '/managePaymentHistory' });
    const user = userEvent.setup();
    await rowOf(/2026-09/);

    await user.click(screen.getByRole('button', { name: '청구서 수동 생성' }));
    const dialog = await screen.findByRole('dialog', { name: '청구서 수동 생성' });
    await user.click(within(dialog).getByRole('button', { name: '미리 보기' }));
    expect(within(dialog).getByText('기관을 선택해 주세요.')).toBeInTheDocument();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: '기관' }),
      '한국수자원공사 (kwater)',
    );
    await user.clear(within(dialog).getByLabelText('청구월'));
    await user.type(within(dialog).getByLabelText('청구월'), '2026-11');
    await user.click(within(dialog).getByRole('button', { name: '미리 보기' }));
    const preview = await within(dialog).findByRole('table', { name: '2026-11 청구서 미리 보기' });
    expect(within(preview).getByRole('row', { name: /합계 165,000원/ })).toBeInTheDocument();
    expect(fake.sent('POST', '/api/super-admin/claims/run')[0].body).toEqual({
      insttCode: 'kwater',
      claimMonth: '2026-11',
      dryRun: true,
    });

    await user.click(within(dialog).getByRole('button', { name: '청구서 생성' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '청구서 생성' }));
    expect(await screen.findByText('2026-11 청구서를 생성했습니다.')).toBeInTheDocument();
    // dryRun false leaves as no field at all (the client's request cleanup drops false, spec 000 §5).
    expect(fake.sent('POST', '/api/super-admin/claims/run')[1].body).toEqual({
      insttCode: 'kwater',
      claimMonth: '2026-11',
    });
  });

  it('sends the bill of a claim', async () => {
    const fake = api({ 'POST /api/super-admin/claims/send-bill': { sent: 1 } });
    renderApp({ fetch: fake.fetch, route: '/managePaymentHistory' });
    const user = userEvent.setup();
    await user.click(within(await rowOf(/2026-09/)).getByRole('button', { name: /^상세/ }));
    const detail = await screen.findByRole('dialog', { name: '2026-09 청구서 - 한국수자원공사' });
    await user.click(within(detail).getByRole('button', { name: '청구서 발송' }));
    expect(await screen.findByText('청구서 1건을 발송했습니다.')).toBeInTheDocument();
    expect(fake.sent('POST', '/api/super-admin/claims/send-bill')[0].body).toEqual({ claimIds: [7] });
  });
});
