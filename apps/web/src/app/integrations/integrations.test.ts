import { describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, ONLY_NECESSARY } from '../consent/consent-store';
import { parseRuntimeConfig } from '../runtime-config';
import { integrationsToLoad } from './integrations';

const configured = parseRuntimeConfig({
  version: '1',
  analyticsId: 'G-TEST',
  errorReportingScriptUrl: 'https://errors.example/reporter.js',
  trackingPixelScriptUrl: 'https://pixel.example/pixel.js',
});

describe('integrationsToLoad', () => {
  it('loads nothing before a choice or with only necessary cookies', () => {
    expect(integrationsToLoad(configured, null)).toEqual([]);
    expect(integrationsToLoad(configured, ONLY_NECESSARY)).toEqual([]);
  });

  it('loads each integration only with its own consent', () => {
    expect(integrationsToLoad(configured, { ...ONLY_NECESSARY, analytics: true })).toEqual(['analytics']);
    expect(integrationsToLoad(configured, { ...ONLY_NECESSARY, marketing: true })).toEqual(['trackingPixel']);
    expect(integrationsToLoad(configured, { ...ONLY_NECESSARY, diagnostics: true })).toEqual(['errorReporting']);
    expect(integrationsToLoad(configured, ALL_ACCEPTED)).toEqual(['analytics', 'errorReporting', 'trackingPixel']);
  });

  it('loads nothing that is not configured, whatever the consent', () => {
    expect(integrationsToLoad(parseRuntimeConfig({ version: '1' }), ALL_ACCEPTED)).toEqual([]);
  });
});
