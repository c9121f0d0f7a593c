// The API container's health check: GET /api/health/<ready|live> on its own port, exit 0 on 2xx.
//   node /app/healthcheck.mjs ready     (the image's HEALTHCHECK and compose's healthcheck)
const what = process.argv[2] === 'live' ? 'live' : 'ready';
fetch(`http://127.0.0.1:${process.env.PORT ?? '3000'}/api/health/${what}`, {
  signal: AbortSignal.timeout(4000),
}).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
