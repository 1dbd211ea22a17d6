/** The policy pages, as simple HTML (headings, paragraphs and lists). */
export function policyPages(): { key: string; title: string; content: string }[] {
  const support = 'support@storefront.test';
  const phone = '+880 9610 000000';
  return [
    {
      key: 'terms-and-conditions',
      title: 'Terms and Conditions',
      content: `<h2>Terms and Conditions</h2>
<p>These terms apply to every order placed through Storefront, on the web or in the apps. By creating an account or placing an order as a guest you accept them.</p>
<h3>1. Orders</h3>
<p>An order is an offer to buy from the store you chose. The store confirms it; until then you may cancel it free of charge. Prices, discounts and delivery charges are calculated by Storefront when the order is placed and shown before you confirm.</p>
<h3>2. Payment</h3>
<ul>
<li>Cash on delivery is available in zones that offer it, up to the maximum amount for that zone.</li>
<li>Digital payments are processed by our payment partners; a failed payment can be switched to cash on delivery where available, or the order cancelled.</li>
<li>Wallet balance and loyalty points can be used where the checkout offers them.</li>
</ul>
<h3>3. Delivery</h3>
<p>Delivery times are estimates. A rider will contact you on the number you give us; please keep it reachable.</p>
<h3>4. Prescription medicine</h3>
<p>Items marked <em>prescription required</em> are sold only against a valid prescription uploaded with the order.</p>
<h3>5. Accounts</h3>
<p>Keep your password private. We may suspend accounts used for fraud or abuse of promotions.</p>
<p>Questions? Write to <a href="mailto:${support}">${support}</a>.</p>`,
    },
    {
      key: 'about-us',
      title: 'About Us',
      content: `<h2>About Storefront</h2>
<p>Storefront brings the best stores of Dhaka to your door: meals from local restaurants, fresh groceries, medicine from licensed pharmacies, fashion and electronics, and same-day parcels, all in one place.</p>
<h3>What we believe</h3>
<ul>
<li><strong>Local first.</strong> Every store on Storefront is an independent business from your neighbourhood.</li>
<li><strong>Fair prices.</strong> You see the full price, delivery charge included, before you order.</li>
<li><strong>Riders matter.</strong> Our delivery partners are paid per trip and keep every tip.</li>
</ul>
<p>We are live in Gulshan and Banani, Dhanmondi and Tejgaon, and Uttara, with more areas coming soon.</p>
<p>Contact us at <a href="mailto:${support}">${support}</a> or call <a href="tel:${phone.replace(/ /g, '')}">${phone}</a>.</p>`,
    },
    {
      key: 'privacy-policy',
      title: 'Privacy Policy',
      content: `<h2>Privacy Policy</h2>
<p>We collect only what we need to deliver your orders and to run your account.</p>
<h3>What we collect</h3>
<ul>
<li>Your name, phone number and email address.</li>
<li>Delivery addresses and the location you pick on the map.</li>
<li>Your orders, reviews, wishlist, wallet and loyalty history.</li>
</ul>
<h3>How we use it</h3>
<p>To deliver orders, to let stores and riders contact you about an order, to prevent fraud, and, if you subscribe, to send you offers. We never sell your data.</p>
<h3>Who sees it</h3>
<p>The store and the rider of an order see your name, phone number and delivery address for that order only.</p>
<h3>Your choices</h3>
<p>You can edit your profile, delete saved addresses and delete your account at any time from the app. Deleting your account removes your personal data, except what the law requires us to keep.</p>
<p>Privacy questions: <a href="mailto:${support}">${support}</a>.</p>`,
    },
    {
      key: 'refund-policy',
      title: 'Refund Policy',
      content: `<h2>Refund Policy</h2>
<p>If something is wrong with your order, tell us within 24 hours of delivery from the order details page.</p>
<h3>When we refund</h3>
<ul>
<li>Items missing from the order, or damaged on arrival.</li>
<li>Items that are not what you ordered.</li>
<li>Orders cancelled after a digital payment went through.</li>
</ul>
<h3>How refunds are paid</h3>
<p>Refunds for digital payments go back to the card or account you paid with within 5 to 7 working days, or instantly to your Storefront wallet if you prefer. Cash on delivery orders are refunded to the wallet.</p>
<p>Perishable food cannot be returned, but it can be refunded when there is a problem with it.</p>`,
    },
    {
      key: 'shipping-policy',
      title: 'Shipping Policy',
      content: `<h2>Shipping Policy</h2>
<p>Stores deliver within their zone. The checkout shows the delivery charge before you order.</p>
<h3>Delivery charge</h3>
<ul>
<li>The charge is calculated from the distance between the store and your address, with a minimum charge per order.</li>
<li>Orders above ৳1500 are delivered free; some stores always deliver free.</li>
<li>In heavy rain or other bad conditions a small surcharge may apply; the checkout says so.</li>
</ul>
<h3>Delivery times</h3>
<p>Most orders arrive within the time shown on the store. Scheduled orders arrive in the slot you pick.</p>
<h3>Parcels</h3>
<p>Parcels are picked up from the sender and delivered the same day within our zones. The sender or the receiver may pay the charge.</p>`,
    },
    {
      key: 'cancelation',
      title: 'Cancellation Policy',
      content: `<h2>Cancellation Policy</h2>
<p>You can cancel an order free of charge until the store confirms it. Choose a reason on the order page and the order is cancelled at once.</p>
<h3>After confirmation</h3>
<p>Once the store has confirmed the order it starts preparing it and the order can no longer be cancelled from the app. Contact support if something has gone wrong.</p>
<h3>Failed payments</h3>
<p>If a digital payment fails you can switch the order to cash on delivery, where your zone offers it, or cancel it.</p>
<h3>Refunds</h3>
<p>Paid orders that are cancelled are refunded as described in the refund policy.</p>
<p>Support: ${phone}.</p>`,
    },
  ];
}
