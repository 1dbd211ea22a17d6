/**
 * The swap point between the two ways the shell gets its parts. The composed site (webpack.config.js)
 * loads them at runtime through Module Federation from the releases the registry names. The
 * single-bundle build (webpack.single.config.js) resolves this module to
 * ../single-bundle/remote-loader.ts instead, which imports every part's source into the one bundle.
 * Both export the same functions.
 */
export { syncFederatedRemotes, loadRemoteModule, loadLifecycles, prefetchPart } from './federation';
