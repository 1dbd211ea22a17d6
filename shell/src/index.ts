import { adoptStyleNonce } from './composition/style-nonce';

// Before anything renders a style element.
adoptStyleNonce();
// Shared modules are negotiated before any of them is used.
import('./bootstrap');
