import { ValidationFailedError } from '../../common/errors/domain-error';
import { boardText, maskName, plainText } from './board-text';
import { CAPTCHA_LENGTH, captchaAnswer, captchaDataUrl, captchaSvg } from './captcha-image';

describe('board text', () => {
  it('sanitizes rich text with the notices allow-list and refuses what is empty after it', () => {
    expect(boardText('cn', '<p onclick="x()">안녕</p><script>alert(1)</script>')).toBe('<p>안녕</p>');
    expect(() => boardText('cn', '<script>alert(1)</script>')).toThrow(ValidationFailedError);
    expect(() => boardText('cn', '<p> </p>')).toThrow(ValidationFailedError);
  });

  it('keeps plain text as text: tags and control characters removed, comparisons kept', () => {
    expect(plainText('c', '  <b>굵게</b> 1<2 그리고 3>2\u0007\n둘째 줄 ')).toBe('굵게 1<2 그리고 3>2\n둘째 줄');
    expect(() => plainText('c', '<i></i>')).toThrow(ValidationFailedError);
  });

  it('masks a writer name for others', () => {
    expect(maskName('홍길동')).toBe('홍**');
    expect(maskName('김')).toBe('*');
    expect(maskName('Alexander')).toBe('A****');
  });
});

describe('captcha image', () => {
  it('draws a numeric answer as strokes without any text element', () => {
    const answer = captchaAnswer();
    expect(answer).toMatch(new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`));
    const svg = captchaSvg('01234');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<text/);
    expect(captchaDataUrl('56789')).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
