import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeAnnouncementHtml } from './sanitize.js';

describe('announcement HTML', () => {
  it('keeps formatting, links and tables', () => {
    const html = '<p><b>Shift</b> <a href="https://example.com/x">plan</a></p><table><tr><td colspan="2">A</td></tr></table>';
    expect(sanitizeAnnouncementHtml(html)).toBe(
      '<p><b>Shift</b> <a href="https://example.com/x" rel="noopener noreferrer">plan</a></p><table><tr><td colspan="2">A</td></tr></table>',
    );
  });

  it('drops scripts, event handlers, styles and javascript links', () => {
    const html = '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><iframe src="https://e.com"></iframe>';
    const clean = sanitizeAnnouncementHtml(html);
    expect(clean).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a><img src="x" />');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe|style/);
  });

  it('escapes plain text', () => {
    expect(escapeHtml('<b>"a" & \'b\'</b>')).toBe('&#60;b&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/b&#62;');
  });
});
