import { screen } from '@testing-library/react';
import { renderInScope } from '../nav/render-nav';
import { UnpaidNotice } from './UnpaidNotice';

describe('UnpaidNotice', () => {
  it('says the account is disabled as unpaid, asks for the owner to pay and warns about deletion', () => {
    renderInScope(<UnpaidNotice />, { scope: { system: 'institution-user', insttCode: 'kwater' } });

    const notice = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: '구독료 미납으로 계정이 비활성화되었습니다.' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('기관 담당자에게 구독료 결제를 요청해 주세요.');
    expect(notice).toHaveTextContent('미납 상태가 3개월 이내에 해소되지 않으면 데이터가 삭제될 수 있습니다.');
  });

  it('reads in English', () => {
    renderInScope(<UnpaidNotice />, { scope: { system: 'institution-user', insttCode: 'kwater' }, language: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent(/3 months/);
  });
});
