import { expect, test } from '../support/test';

test.describe('browser-facing security', () => {
  test('the CSP refuses an injected inline script, and the browser reports it', async ({ page, cspViolations }) => {
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const reported = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve));
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      await reported;
      return 'injected' in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/^script-src-elem blocked inline/);
    // This violation was the point of the test; every other journey must have none.
    cspViolations.length = 0;
  });

  test('every kind of page is sent with the security headers', async ({ request }) => {
    for (const path of ['/', '/blog', '/app', '/app/trips', '/sw.js', '/healthz']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });
});
