// The remote is consumed through remoteEntry.js; this entry only exists for the bundler.
export {};
