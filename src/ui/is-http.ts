/** Only http(s) URLs are shown, linked or loaded: no `javascript:`, `data:` or extension URLs. */
export const isHttp = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\/\S/i.test(url);
