import { browser } from 'wxt/browser';

/**
 * An upload by address sends GIPHY the address of content from a website (a page image chosen
 * with "Upload to GIPHY", or one pasted): Firefox's optional `websiteContent` data category.
 * Firefox asks the person in the Upload click itself (a request needs the click's user
 * activation, so it is the first call); Chrome has no such consent.
 */
export async function mayUploadAddress(firefox: boolean = import.meta.env.FIREFOX): Promise<boolean> {
  if (!firefox) return true;
  const permissions = browser.permissions as unknown as {
    request(permissions: { data_collection: string[] }): Promise<boolean>;
  };
  try {
    return await permissions.request({ data_collection: ['websiteContent'] });
  } catch {
    return false;
  }
}
