// The storefront's domain rules: pure functions over server data, with shop differences as parameters.

export * from './codes';
export * from './error-catalogue';
export * from './money';
export * from './time';
export * from './prices';
export * from './sales-area';
export * from './badges';
export * from './flash-sale';
export * from './cart';
export * from './purchase';
export * from './favourites';
export * from './write-toast';
export * from './region-picker';
export * from './goods-routing';
export * from './goods-management';
export * from './session';
export * from './login-throttle';
export * from './search-history';
export * from './values';
export * from './forms/field-rules';
export * from './forms/address-form';
export * from './forms/purchase-request-form';
export * from './forms/search-input';
export * from './forms/images';
export * from './forms/submit-guard';
