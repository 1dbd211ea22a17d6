import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getSetting, listZones } from '../db/queries/catalogue';
import type { BusinessSettings } from '../db/business-settings';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1f2933}
h1{color:#0b7a4b}li{margin:.25rem 0}a{color:#0b7a4b}
`;
/** The page may apply its own style block and load or run nothing else (by the style's hash). */
const PAGE_POLICY = `default-src 'none'; style-src 'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

/** GET /deliveryman/apply: how to join as a delivery man (the storefront's footer links here). */
export async function deliverymanRoutes(app: FastifyInstance): Promise<void> {
  app.get('/deliveryman/apply', async (_req, reply) => {
    const s = await getSetting<BusinessSettings>(app.ctx.db, 'business');
    const name = escape(s?.business_name ?? 'Storefront');
    const email = escape(s?.email ?? '');
    const phone = escape(s?.phone ?? '');
    const zones = await listZones(app.ctx.db);
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Deliver with ${name}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Deliver with ${name}</h1>
<p>Earn on your own schedule by delivering food, groceries, medicine, shop orders and parcels across the city.</p>
<h2>Where we need riders</h2>
<ul>${zones.map((z) => `<li>${escape(z.display_name)}</li>`).join('')}</ul>
<h2>What you need</h2>
<ul>
<li>Be at least 18 years old, with a national ID card or passport.</li>
<li>A bicycle, motorbike or car; a driving licence and registration for motor vehicles.</li>
<li>A smartphone with mobile data to receive orders and follow the route.</li>
</ul>
<h2>How to apply</h2>
<ol>
<li>Email <a href="mailto:${email}?subject=Delivery%20man%20application">${email}</a> with your name, phone number, the zone you want to work in and your vehicle type.</li>
<li>Attach a photo of your ID and, for motor vehicles, your driving licence.</li>
<li>We call you within three working days to arrange a short onboarding session.</li>
</ol>
<p>Questions? Call us at <a href="tel:${phone}">${phone}</a>.</p>
</main>
</body>
</html>`;
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Content-Security-Policy', PAGE_POLICY)
      .send(html);
  });
}
