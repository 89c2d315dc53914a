import { screen, within } from '@testing-library/react';
import { Footer } from './Footer';
import { renderInScope } from './render-nav';

describe('Footer', () => {
  it('links the terms page by termsType and shows the company lines', () => {
    renderInScope(<Footer />, { scope: { system: 'institution-user', insttCode: 'openbiz' } });

    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: '약관 및 정책' });
    expect(within(legal).getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/terms?termsType=userTerms');
    expect(within(legal).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
      'href',
      '/terms?termsType=privacyPolicy',
    );
    expect(footer).toHaveTextContent('기관을 위한 지도 제작·공유 구독 서비스');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} 누리지도`);
  });

  it("links the web app's terms page from the admin app", () => {
    renderInScope(<Footer />, { scope: { system: 'provider-admin', insttCode: null }, language: 'en' });
    const link = screen.getByRole('link', { name: 'Terms of use' });
    expect(link).toHaveAttribute('href', '/terms?termsType=userTerms');
    expect(link).not.toHaveAttribute('data-discover');
  });
});
