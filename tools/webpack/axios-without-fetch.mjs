// Stands in for axios's fetch adapter in browser builds. The API client sends through XMLHttpRequest
// (shared/src/api/client.ts); the fetch adapter would ride along unused and run its feature tests (a
// Request and a ReadableStream) as the page starts.
// `false` is axios's own word for an adapter the environment does not support.
export const getFetch = () => false;
export default false;
