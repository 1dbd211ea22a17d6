import { adoptStyleNonce } from './composition/style-nonce';

// Before anything renders a style element.
adoptStyleNonce();
// The shell provides the page's shared singletons itself, eagerly (tools/webpack/create-config.cjs):
// nothing to negotiate first, so the shell starts without waiting for another chunk.
void import(/* webpackMode: "eager" */ './bootstrap');
