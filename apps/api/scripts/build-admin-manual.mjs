// Builds the admin manual PDF served at GET /api/manual/admin from docs/admin-manual.md:
//   node apps/api/scripts/build-admin-manual.mjs
// Renders the Markdown (the small subset the manual uses) to HTML and prints it with Chromium
// (playwright-core, /usr/bin/chromium or CHROMIUM_PATH). Korean text needs a CJK font: on Debian
// `apt-get install -y fonts-noto-cjk`. Writes apps/api/assets/admin-manual.pdf and next to it
// admin-manual.json with the SHA-256 of the Markdown it came from and of the PDF: a test fails
// when the manual's text changed and the PDF was not rebuilt.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE = path.join(repoRoot, 'docs/admin-manual.md');
const OUT_DIR = path.join(repoRoot, 'apps/api/assets');
const PDF = path.join(OUT_DIR, 'admin-manual.pdf');
const META = path.join(OUT_DIR, 'admin-manual.json');

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const escape = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inline Markdown: `code`, **bold**, *italic*, [text](url). */
function inline(text) {
  return escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '<a href="$2">$1</a>');
}

/** Headings, paragraphs, ordered and unordered lists (continuation lines indented), rules. */
export function markdownToHtml(markdown) {
  const out = [];
  let list = null;
  let item = null;
  let paragraph = [];
  const flushParagraph = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (item !== null) out.push(`<li>${inline(item)}</li>`);
    if (list) out.push(`</${list}>`);
    list = null;
    item = null;
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const ordered = /^\d+\.\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      const level = heading[1].length;
      out.push(`<h${level}>${inline(heading[2])}</h${level}>`);
    } else if (ordered || bullet) {
      flushParagraph();
      const kind = ordered ? 'ol' : 'ul';
      if (list !== kind) {
        flushList();
        list = kind;
        out.push(`<${kind}>`);
      } else if (item !== null) {
        out.push(`<li>${inline(item)}</li>`);
      }
      item = (ordered ?? bullet)[1];
    } else if (list && /^\s+\S/.test(line)) {
      item += ` ${line.trim()}`;
    } else if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else if (/^-{3,}$/.test(line)) {
      flushParagraph();
      flushList();
      out.push('<hr>');
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return out.join('\n');
}

const STYLE = `
  @page { size: A4; margin: 20mm 18mm; }
  body { font-family: 'Noto Sans CJK KR', 'Noto Sans KR', sans-serif; font-size: 10.5pt; line-height: 1.65; color: #1f2933; }
  h1 { font-size: 22pt; color: #0b5cad; border-bottom: 2px solid #0b5cad; padding-bottom: 6pt; margin: 0 0 14pt; }
  h2 { font-size: 15pt; color: #0b5cad; margin: 20pt 0 8pt; page-break-after: avoid; }
  h3 { font-size: 12pt; margin: 14pt 0 6pt; page-break-after: avoid; }
  p, li { margin: 4pt 0; }
  ul, ol { padding-left: 18pt; }
  code { font-family: 'Noto Sans Mono CJK KR', monospace; background: #eef2f6; padding: 0 3pt; border-radius: 2pt; }
`;

function hasKoreanFont() {
  try {
    return execFileSync('fc-list', [':lang=ko'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

async function main() {
  if (!hasKoreanFont()) {
    console.error('No Korean font found (fc-list :lang=ko). Install one: apt-get install -y fonts-noto-cjk');
    process.exit(1);
  }
  const markdown = fs.readFileSync(SOURCE);
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>누리지도 관리자 매뉴얼</title>
<style>${STYLE}</style></head><body>${markdownToHtml(markdown.toString('utf8'))}</body></html>`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate:
        '<div style="width:100%;font-size:8pt;color:#667;text-align:center;font-family:sans-serif">' +
        '<span class="pageNumber"></span> / <span class="totalPages"></span></div>',
      margin: { top: '20mm', bottom: '20mm', left: '18mm', right: '18mm' },
    });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(PDF, pdf);
    const meta = { source: 'docs/admin-manual.md', sourceSha256: sha256(markdown), pdfSha256: sha256(pdf) };
    fs.writeFileSync(META, `${JSON.stringify(meta, null, 2)}\n`);
    console.log(`Wrote ${path.relative(repoRoot, PDF)} (${pdf.length} bytes) from docs/admin-manual.md`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
