import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { accountApi } from '../testing/account-api';

describe('/terms', () => {
  it('shows the privacy policy or the terms of use by termsType', async () => {
    renderApp({ fetch: accountApi({}), route: '/terms?termsType=privacyPolicy' });
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(screen.getByText('시행일: 2024년 7월 11일')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '제4조 (개인정보의 보유와 이용 기간)' })).toBeInTheDocument();

    const documents = screen.getByRole('navigation', { name: '약관 문서' });
    expect(within(documents).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(documents).getByRole('link', { name: '이용약관' }));
    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '제12조 (청약철회와 환불)' })).toBeInTheDocument();
  });
});
