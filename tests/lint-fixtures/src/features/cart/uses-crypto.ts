// expect: no-restricted-imports
import AES from 'crypto-js/aes';

export const cipher = AES;
