// expect: no-restricted-syntax
declare const info: { websiteType: number; customProjectWebsiteType: number | null };

export const type = info.websiteType;
export const { customProjectWebsiteType } = info;
